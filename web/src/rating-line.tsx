// A player's rating in words: "Rating 1512 ± 180, 3 rated matches".

import { t } from "./i18n";
import type { PlayerRating } from "./protocol";

/** A rating as a whole number written plainly (as text: Fluent would write 1500 as "1,500"). */
export const points = (n: number) => String(Math.round(n));

/** `named`: the rules named first, where both presets' ratings are shown. */
export function RatingLine({ rating, named }: { rating: PlayerRating; named?: boolean }) {
  return (
    <p class="rating" data-testid={`rating-${rating.rules}`}>
      {named && <strong>{t(`web-preset-${rating.rules}`)}: </strong>}
      {t("web-your-rating", { rating: points(rating.rating), deviation: points(rating.deviation), count: rating.games })}
    </p>
  );
}
