/** The cycle's timing, in seconds: each phrase's slot, and its rise into place at the start of it. */
export const CYCLE = { slot: 2.8, rise: 0.5 } as const;

/**
 * The changing part of the hero headline: every phrase is in the HTML, and CSS plays them in turn
 * (CyclingWordsStyle), a slot apart, with no script. The first one is shown at once, already in place,
 * and is the headline's text for assistive technology; the others are decorative. Nothing moves for
 * visitors who prefer reduced motion, nor, with scripts, while the headline is off screen
 * (RevealObserver's `data-play-in-view`).
 */
export function CyclingWords({ words }: { words: string[] }) {
  return (
    <span className="cycle" data-play-in-view="">
      {words.map((word, index) => (
        <span
          key={word}
          className="cycle-word"
          aria-hidden={index > 0 || undefined}
          // The first phrase starts where its rise has ended; each next one waits its turn.
          style={{ animationDelay: `${index * CYCLE.slot - CYCLE.rise}s` }}
        >
          {word}
        </span>
      ))}
    </span>
  );
}
