type Props = {
  /** Placed and drawn by its host: `hero-rotation` over the hero, white; none on the announcement bar's colour. */
  className?: string;
  paused: boolean;
  onToggle: () => void;
  /** What turns, as the button's name says it: "Pause the slides", "Play the announcements". */
  what: string;
};

/**
 * Pause and play for content that turns by itself (WCAG 2.2.2): pointer and focus pause it too, but a
 * phone has neither hover nor a lasting focus, so a 44 px button does. A plain button (controls.css
 * `.icon-button`) with two paths drawn here rather than two icon modules: every page's first load
 * carries the storefront's header and home page.
 */
export function RotationToggle({ className, paused, onToggle, what }: Props) {
  return (
    <button
      type="button"
      className={`icon-button icon-button--round mantine-focus-auto${className ? ` ${className}` : ''}`}
      aria-label={paused ? `Play the ${what}` : `Pause the ${what}`}
      onClick={onToggle}
    >
      <svg width={20} height={20} viewBox="0 0 24 24" fill="currentColor" aria-hidden>
        <path d={paused ? 'M7 4v16l13-8z' : 'M6 4h4v16H6zm8 0h4v16h-4z'} />
      </svg>
    </button>
  );
}
