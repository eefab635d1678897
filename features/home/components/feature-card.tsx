// One card of the "what Knowly does" row: an emoji-free icon badge, a title and a line of text.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from '../../../components/ui/card';
import { fade } from '../../../styles/colors';
import { PALETTE } from '../../../config/palette';

const Frame = styled(Card).attrs({ $radius: 'xl' } as const)`
  padding: 28px;
  box-shadow: 0 12px 32px -18px ${({ theme }) => fade(theme.colors.shadow, 0.25)};
`;

const Badge = styled.div<{ $color: string }>`
  width: 52px;
  height: 52px;
  border-radius: ${({ theme }) => theme.radii.lg}px;
  background: ${({ $color }) => $color};
  display: grid;
  place-items: center;
  margin-bottom: 18px;
  color: ${PALETTE.onBrand}; /* the bubbles keep the light brand colours in both themes */
`;

const Title = styled.h3`
  font-size: 1.25rem;
`;

const Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

export function FeatureCard({ icon, color, title, text }: { icon: ReactNode; color: string; title: string; text: string }) {
  return (
    <Frame as="article">
      <Badge $color={color} aria-hidden="true">
        {icon}
      </Badge>
      <Title>{title}</Title>
      <Text>{text}</Text>
    </Frame>
  );
}
