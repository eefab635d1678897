// A list of cards, one request each (the history and the team's review).
import styled from 'styled-components';

export const CardList = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
`;
