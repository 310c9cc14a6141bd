/**
 * The header's icons, drawn from Tabler's outline paths (MIT, @tabler/icons-react 3): the header is on
 * every page's first load, where the icon package's component factory and attribute table cost more
 * than the paths themselves (design.md §5). Elsewhere the app takes its icons from the package.
 */
const PATHS = {
  shoppingBag: [
    'M6.331 8h11.339a2 2 0 0 1 1.977 2.304l-1.255 8.152a3 3 0 0 1 -2.966 2.544h-6.852a3 3 0 0 1 -2.965 -2.544l-1.255 -8.152a2 2 0 0 1 1.977 -2.304',
    'M9 11v-5a3 3 0 0 1 6 0v5',
  ],
  user: ['M8 7a4 4 0 1 0 8 0a4 4 0 0 0 -8 0', 'M6 21v-2a4 4 0 0 1 4 -4h4a4 4 0 0 1 4 4v2'],
  chevronDown: ['M6 9l6 6l6 -6'],
} as const;

export function HeaderIcon({ name, size }: { name: keyof typeof PATHS; size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden>
      {PATHS[name].map((path) => (
        <path key={path} d={path} />
      ))}
    </svg>
  );
}
