import * as ko from '@seller/shared/messages/sections';

export function Logo() {
  return (
    <span className="inline-flex items-center gap-2">
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8">
        <defs>
          <linearGradient id="logo-g" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#4a67f1" />
            <stop offset="1" stopColor="#2c40cc" />
          </linearGradient>
        </defs>
        <rect width="32" height="32" rx="9" fill="url(#logo-g)" />
        <path
          d="M8 21l5-6 4 3 7-9"
          fill="none"
          stroke="#fff"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {/* Below 390 px a member's bar needs the room: the mark alone (the link is labelled). */}
      <span className="text-lg font-extrabold tracking-tight whitespace-nowrap text-slate-900 max-[389px]:hidden">
        {ko.app.name}
      </span>
    </span>
  );
}
