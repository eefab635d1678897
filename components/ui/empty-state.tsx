// The empty state of spec §2 — a hand holding a plant — with a title, a line of text and an optional action.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ILLUSTRATION as C } from '../theme/fixed-colors';

/** The illustration's round ground: a brand tint that follows the theme (the rest of the art reads on both). */
const Ground = styled.circle`
  fill: ${({ theme }) => theme.colors.brandTint};
`;

function HandWithPlant({ size = 200 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 240 240" role="img" aria-hidden="true" focusable="false">
      <Ground cx="120" cy="120" r="104" />
      <path d="M120 118 C120 96 118 80 120 58" stroke={C.stem} strokeWidth="5" strokeLinecap="round" fill="none" />
      <path d="M119 92 C100 92 84 80 80 62 C98 60 114 70 119 92 Z" fill={C.leaf} />
      <path d="M121 80 C136 78 152 66 156 46 C137 46 122 58 121 80 Z" fill={C.leafLight} />
      <path d="M120 64 C112 54 112 40 120 30 C128 40 128 54 120 64 Z" fill={C.leaf} />
      <path d="M88 116 H152 L144 166 C143 171 139 174 134 174 H106 C101 174 97 171 96 166 Z" fill={C.pot} />
      <rect x="84" y="110" width="72" height="14" rx="6" fill={C.potRim} />
      <path
        d="M42 214 C52 190 66 176 82 168 L98 160 C104 157 110 160 112 166 L114 172 H150 C158 172 166 168 172 160 L184 146 C188 141 196 142 198 148 C200 153 198 158 194 162 L176 184 C168 194 156 200 142 200 H104 L78 222 Z"
        fill={C.hand}
      />
      <path d="M118 186 H148" stroke={C.handLine} strokeWidth="4" strokeLinecap="round" />
      <path d="M40 216 L78 222 L70 240 H30 Z" fill={C.sleeve} />
      <circle cx="178" cy="70" r="6" fill={C.sparkle} />
      <circle cx="62" cy="86" r="4" fill={C.sparkle} />
    </svg>
  );
}

const Wrapper = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  text-align: center;
  gap: 8px;
  padding: 40px 20px;
  color: ${({ theme }) => theme.colors.inkMuted};
  h2 { color: ${({ theme }) => theme.colors.ink}; margin-top: 16px; }
  p { margin: 0 0 16px; max-width: 42ch; }
`;

export function EmptyState({ title, text, action }: { title: string; text?: string; action?: ReactNode }) {
  return (
    <Wrapper>
      <HandWithPlant />
      <h2>{title}</h2>
      {text ? <p>{text}</p> : null}
      {action}
    </Wrapper>
  );
}
