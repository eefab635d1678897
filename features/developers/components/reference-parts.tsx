// The pieces both API reference pages draw with: the page column and its sections, code, a method badge, a table
// that scrolls sideways on a phone rather than widening the page.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from '../../../components/ui/card';
import { fade } from '../../../styles/colors';

export const ReferenceColumn = styled.div`
  max-width: 1040px;
  margin: 0 auto;
  padding: clamp(24px, 5vw, 56px) 16px 64px;
  display: flex;
  flex-direction: column;
  gap: clamp(24px, 4vw, 40px);
  overflow-wrap: break-word;
  h1 { margin: 0; font: 900 clamp(2rem, 5vw, 3.2rem) ${({ theme }) => theme.fonts.display}; }
  h2 { margin: 0 0 12px; font: 800 clamp(1.3rem, 3vw, 1.7rem) ${({ theme }) => theme.fonts.display}; }
  h3 { margin: 16px 0 8px; font-size: 1rem; }
  p, li, dd { line-height: 1.6; }
`;

export const Lead = styled.p`
  margin: 12px 0 0;
  max-width: 65ch;
  font-size: clamp(1.05rem, 2vw, 1.2rem);
  color: ${({ theme }) => theme.colors.inkMuted};
`;

export const Section = styled(Card).attrs({ $radius: 'xl' } as const)`
  padding: clamp(20px, 4vw, 32px);
  min-width: 0;
`;

export const Code = styled.code`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: 0.9em;
  padding: 1px 6px;
  border-radius: ${({ theme }) => theme.radii.sm}px;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  overflow-wrap: anywhere;
`;

/** Focusable, so that a keyboard can scroll what is wider than a phone (axe: scrollable-region-focusable). */
export const CodeBlock = styled.pre.attrs({ tabIndex: 0 })`
  margin: 8px 0 16px;
  padding: 12px 16px;
  overflow-x: auto;
  border-radius: ${({ theme }) => theme.radii.md}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font: 0.9rem/1.5 ${({ theme }) => theme.fonts.mono};
`;

export const MethodBadge = styled.span<{ $method: string }>`
  display: inline-block;
  min-width: 4.2em;
  padding: 2px 8px;
  border-radius: ${({ theme }) => theme.radii.sm}px;
  font: 700 0.8rem/1.5 ${({ theme }) => theme.fonts.mono};
  text-align: center;
  color: ${({ theme, $method }) => ($method === 'DELETE' ? theme.colors.danger : $method === 'GET' ? theme.colors.success : theme.colors.brandBlue)};
  background: ${({ theme, $method }) => ($method === 'DELETE' ? theme.colors.dangerTint : $method === 'GET' ? theme.colors.successTint : theme.colors.brandTint)};
`;

/** Positioned, so that the visually hidden headings (absolutely placed) scroll with it rather than widen the page. */
const TableScroll = styled.div.attrs({ tabIndex: 0 })`
  position: relative;
  overflow-x: auto;
  margin: 0 0 8px;
  table { width: 100%; border-collapse: collapse; font-size: 0.92rem; }
  th, td { text-align: left; vertical-align: top; padding: 6px 10px; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; }
  th { font-weight: 700; color: ${({ theme }) => theme.colors.inkMuted}; white-space: nowrap; }
  td:first-child { white-space: nowrap; }
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.colors.inkMuted};
`;

export const Pill = styled.span`
  display: inline-block;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radii.pill}px;
  font-size: 0.85rem;
  font-weight: 600;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border: 1px solid ${({ theme }) => fade(theme.colors.ink, 0.12)};
`;

/** A table of the reference (fields, parameters, error types) under its column headings, scrolling in its own box. */
export function ReferenceTable({ headings, children }: { headings: ReactNode[]; children: ReactNode }) {
  return (
    <TableScroll>
      <table>
        <thead>
          <tr>
            {headings.map((heading, index) => (
              <th scope="col" key={index}>{heading}</th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </TableScroll>
  );
}
