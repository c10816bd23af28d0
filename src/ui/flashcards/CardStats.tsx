/** CardStats shows how reviewing is going: reviews per day, true retention, a year's heatmap, the due forecast. */
import { useMemo } from "react";
import { Link } from "wouter";
import { useAppStore } from "../store";
import { BarChart } from "./BarChart";
import { addDays, startOfDay } from "./days";
import { Heatmap } from "./Heatmap";
import { dueForecast, heatmap, reviewsPerDay, trueRetention } from "./stats";
import { useNow } from "./useNow";
import { countOf } from "../app/countOf";
import "./flashcards.css";

const pct = (r: number | null) => (r === null ? "—" : `${Math.round(r * 1000) / 10}%`);

export function CardStats() {
  const hydrated = useAppStore((s) => s.hydrated);
  const log = useAppStore((s) => s.cards.log);
  const states = useAppStore((s) => s.cards.states);
  const [now] = useNow(60_000);
  const perDay = useMemo(() => reviewsPerDay(log, now, 30), [log, now]);
  const year = useMemo(() => heatmap(log, now), [log, now]);
  const forecast = useMemo(() => dueForecast(states, now, 30), [states, now]);
  const month = useMemo(() => trueRetention(log, addDays(startOfDay(now), -29)), [log, now]);
  const ever = useMemo(() => trueRetention(log), [log]);
  const studied = Object.values(states).filter((s) => s.state !== 0);
  const mature = studied.filter((s) => s.state === 2 && s.scheduled_days >= 21).length;
  const today = perDay[perDay.length - 1]?.count ?? 0;
  const monthTotal = perDay.reduce((a, d) => a + d.count, 0);
  const dueTotal = forecast.reduce((a, d) => a + d.count, 0);

  return (
    <div className="cards-page">
      <h1>Flashcard statistics</h1>
      {!hydrated && (
        <p className="loading" role="status">
          Loading your progress…
        </p>
      )}
      <dl className="cards-kpis">
        <div>
          <dt>Reviews today</dt>
          <dd>{today}</dd>
        </div>
        <div>
          <dt>Reviews, last 30 days</dt>
          <dd>{monthTotal}</dd>
        </div>
        <div>
          <dt>True retention, last 30 days</dt>
          <dd>
            {pct(month.rate)}{" "}
            <span className="cards-muted">
              ({month.passed}/{month.reviews})
            </span>
          </dd>
        </div>
        <div>
          <dt>True retention, all time</dt>
          <dd>
            {pct(ever.rate)}{" "}
            <span className="cards-muted">
              ({ever.passed}/{ever.reviews})
            </span>
          </dd>
        </div>
        <div>
          <dt>Cards studied</dt>
          <dd>
            {studied.length} <span className="cards-muted">({mature} mature)</span>
          </dd>
        </div>
      </dl>
      <p className="cards-muted">
        True retention counts reviews of cards that had graduated to the review state and were not rated Again.
      </p>

      <section aria-labelledby="stats-daily">
        <h2 id="stats-daily">Reviews per day</h2>
        <BarChart
          data={perDay}
          title="Reviews per day, last 30 days"
          unit="reviews"
          summary={`${countOf(monthTotal, "review")} in the last 30 days, ${today} today.`}
        />
      </section>
      <section aria-labelledby="stats-year">
        <h2 id="stats-year">The last year</h2>
        <Heatmap data={year} />
      </section>
      <section aria-labelledby="stats-forecast">
        <h2 id="stats-forecast">Due in the next 30 days</h2>
        <BarChart
          data={forecast}
          title="Cards falling due per day, next 30 days"
          unit="cards due"
          summary={`${dueTotal} of ${countOf(studied.length, "studied card")} fall${dueTotal === 1 ? "s" : ""} due in the next 30 days; ${forecast[0]?.count ?? 0} today (overdue included).`}
        />
      </section>
      <nav className="cards-links" aria-label="Flashcards">
        <Link href="/cards">Back to decks</Link>
        <Link href="/progress">Progress, export and import</Link>
      </nav>
    </div>
  );
}
