// A small picture of a bank card by its network (spec §2 payment methods: "logo or card image"): a saved
// card is recognised by its mark before its digits are read. Drawn inline (no request, nothing to
// cache, nothing the CSP must allow); decorative, because the text beside it names the card.

type Mark = 'visa' | 'mastercard' | 'belkart' | 'mir' | 'maestro' | 'card';

const MARKS: Partial<Record<string, Mark>> = {
  visa: 'visa',
  mastercard: 'mastercard',
  belkart: 'belkart',
  mir: 'mir',
  maestro: 'maestro',
};

/** The mark for a brand as the API spells it (`visa`, `Mastercard`, `MasterCard`…); unknown → a plain card. */
export const cardMark = (brand: string): Mark => {
  const key = brand
    .trim()
    .toLowerCase()
    .replace(/[\s_-]/g, '');
  return MARKS[key] ?? 'card';
};

const Circles = ({ left, right, mid }: { left: string; right: string; mid: string }) => (
  <>
    <circle cx="19" cy="16" r="9" fill={left} />
    <circle cx="29" cy="16" r="9" fill={right} />
    <path d="M24 8.6a9 9 0 0 1 0 14.8a9 9 0 0 1 0-14.8z" fill={mid} />
  </>
);

const Word = ({ text, color, size = 11 }: { text: string; color: string; size?: number }) => (
  <text
    x="24"
    y="20"
    textAnchor="middle"
    fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"
    fontSize={size}
    fontWeight="800"
    fontStyle="italic"
    fill={color}
  >
    {text}
  </text>
);

const face = (mark: Mark) => {
  switch (mark) {
    case 'visa':
      return <Word text="VISA" color="#1a1f71" size={13} />;
    case 'mastercard':
      return <Circles left="#eb001b" right="#f79e1b" mid="#ff5f00" />;
    case 'maestro':
      return <Circles left="#0099df" right="#eb001b" mid="#6c6bbd" />;
    case 'belkart':
      return <Word text="БЕЛКАРТ" color="#006838" size={8} />;
    case 'mir':
      return <Word text="МИР" color="#0f754e" size={12} />;
    case 'card':
      return (
        <>
          <rect x="0" y="7" width="48" height="6" fill="#475467" />
          <rect x="6" y="19" width="14" height="3" rx="1.5" fill="#98a2b3" />
        </>
      );
  }
};

export const CardImage = ({ brand, className }: { brand: string; className?: string }) => (
  <svg
    className={`card-image ${className ?? ''}`}
    viewBox="0 0 48 32"
    width="48"
    height="32"
    aria-hidden="true"
    focusable="false"
    data-mark={cardMark(brand)}
  >
    <rect x="0.5" y="0.5" width="47" height="31" rx="4" fill="#fff" stroke="#d0d5dd" />
    {face(cardMark(brand))}
  </svg>
);
