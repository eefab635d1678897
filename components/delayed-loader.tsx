// A loader that appears only when the wait is longer than 200 ms, so quick answers do not flash a spinner.
import { useEffect, useState } from 'react';
import styled, { keyframes } from 'styled-components';
import { LOADER_DELAY_MS } from '../config/ui';

const pulse = keyframes`0%, 100% { transform: scale(0.6); opacity: 0.4; } 50% { transform: scale(1); opacity: 1; }`;

const Dots = styled.div`
  display: flex;
  gap: 8px;
  justify-content: center;
  padding: 24px;
  span {
    width: 12px;
    height: 12px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.brandBlue};
    animation: ${pulse} 1s ease-in-out infinite;
  }
  span:nth-of-type(2) { animation-delay: 0.15s; }
  span:nth-of-type(3) { animation-delay: 0.3s; }
`;

export function DelayedLoader({ label, delayMs = LOADER_DELAY_MS }: { label: string; delayMs?: number }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  if (!visible) return null;
  return (
    <Dots role="status" aria-label={label}>
      <span />
      <span />
      <span />
    </Dots>
  );
}
