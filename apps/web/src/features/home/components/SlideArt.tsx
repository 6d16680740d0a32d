// Decorative slide illustrations drawn in SVG so the banner needs no image downloads.

export function RankArt() {
  return (
    <svg aria-hidden="true" viewBox="0 0 320 220" className="h-full w-full">
      <rect x="28" y="24" width="264" height="172" rx="20" fill="#fff" fillOpacity="0.14" />
      <rect x="48" y="46" width="96" height="10" rx="5" fill="#fff" fillOpacity="0.55" />
      <rect x="48" y="64" width="60" height="8" rx="4" fill="#fff" fillOpacity="0.3" />
      {[0, 1, 2, 3, 4].map((i) => (
        <rect
          key={i}
          x={62 + i * 44}
          y={168 - (i + 1) * 18}
          width="24"
          height={(i + 1) * 18}
          rx="6"
          fill="#fff"
          fillOpacity={0.25 + i * 0.12}
        />
      ))}
      <path
        d="M58 150 L106 132 L150 138 L194 104 L246 78"
        fill="none"
        stroke="#fde68a"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="246" cy="78" r="9" fill="#fde68a" />
      <path d="M264 58 l10 -14 l10 14 z" fill="#fca5a5" />
    </svg>
  );
}

export function PlaceArt() {
  return (
    <svg aria-hidden="true" viewBox="0 0 320 220" className="h-full w-full">
      <rect x="28" y="24" width="264" height="172" rx="20" fill="#fff" fillOpacity="0.14" />
      <path
        d="M28 120 C 90 90, 140 170, 292 110"
        fill="none"
        stroke="#fff"
        strokeOpacity="0.35"
        strokeWidth="10"
      />
      <path
        d="M120 24 C 130 90, 90 150, 140 196"
        fill="none"
        stroke="#fff"
        strokeOpacity="0.25"
        strokeWidth="8"
      />
      {[
        [96, 84, 0.55],
        [214, 70, 0.45],
        [236, 142, 0.35],
      ].map(([x = 0, y = 0, o = 0.4]) => (
        <g key={`${x}-${y}`} transform={`translate(${x} ${y})`}>
          <path
            d="M0 -22 a14 14 0 0 1 14 14 c0 12 -14 26 -14 26 s-14 -14 -14 -26 a14 14 0 0 1 14 -14z"
            fill="#fff"
            fillOpacity={o}
          />
        </g>
      ))}
      <g transform="translate(164 118)">
        <path
          d="M0 -40 a24 24 0 0 1 24 24 c0 20 -24 44 -24 44 s-24 -24 -24 -44 a24 24 0 0 1 24 -24z"
          fill="#fde68a"
        />
        <circle cx="0" cy="-16" r="9" fill="#0f766e" />
      </g>
    </svg>
  );
}
