// A user's round picture, or their initial on a coloured disc when they have none.
import styled from 'styled-components';

const Disc = styled.span<{ $size: number }>`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.brandBlue};
  color: ${({ theme }) => theme.colors.onBrand};
  font: 800 ${({ $size }) => Math.round($size * 0.42)}px ${({ theme }) => theme.fonts.display};
  img { width: 100%; height: 100%; object-fit: cover; }
  /* The initial is drawn, not written: a button that shows the avatar and the name keeps the name as its only text
     (axe label-content-name-mismatch), and the disc stays hidden from screen readers. */
  &[data-initial]::before { content: attr(data-initial); }
`;

export function Avatar({ name, src, size = 40 }: { name: string; src: string | null; size?: number }) {
  const initial = Array.from(name.trim())[0]?.toUpperCase() ?? '?';
  return (
    <Disc $size={size} aria-hidden={src ? undefined : true} data-initial={src ? undefined : initial}>
      {/* eslint-disable-next-line @next/next/no-img-element -- a small user image served by our own API, already resized */}
      {src ? <img src={src} alt="" width={size} height={size} /> : null}
    </Disc>
  );
}
