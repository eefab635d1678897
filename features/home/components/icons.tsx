// Line icons for the home page's feature cards.
const common = { width: 26, height: 26, viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

export const ShareIcon = () => (
  <svg {...common}>
    <path d="M4 19.5V6a2 2 0 0 1 2-2h9l5 5v10.5a1.5 1.5 0 0 1-1.5 1.5h-13A1.5 1.5 0 0 1 4 19.5Z" />
    <path d="M12 17v-6M9 14l3-3 3 3" />
  </svg>
);

export const FlashcardsIcon = () => (
  <svg {...common}>
    <rect x="3" y="7" width="14" height="12" rx="2" />
    <path d="M7 4h12a2 2 0 0 1 2 2v10" />
  </svg>
);

export const SparkIcon = () => (
  <svg {...common}>
    <path d="M12 3v4M12 17v4M3 12h4M17 12h4M6 6l2.5 2.5M15.5 15.5 18 18M6 18l2.5-2.5M15.5 8.5 18 6" />
  </svg>
);
