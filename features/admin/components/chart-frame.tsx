// The box an SVG chart draws in: full width, axis text and grid lines in the theme's quiet colours, the baseline a
// little stronger (the dashboard's charts and the payouts' earnings chart).
import styled from 'styled-components';
import { fade } from '../../../styles/colors';

export const ChartFrame = styled.div`
  width: 100%;
  svg { display: block; overflow: visible; }
  text { font: 12px ${({ theme }) => theme.fonts.body}; fill: ${({ theme }) => theme.colors.inkMuted}; }
  line { stroke: ${({ theme }) => theme.colors.border}; }
  line.baseline { stroke: ${({ theme }) => fade(theme.colors.inkMuted, 0.5)}; }
`;
