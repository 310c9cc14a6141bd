import './vintage-details.css';
import { Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import type { VintageDetailsOutput } from '../../../../shared/schemas/vintage-details.ts';
import { CONDITION_GRADES, inchesAsFraction, MEASUREMENT_LABELS, MEASUREMENTS } from '../../../../shared/vintage-details.ts';

const inchesOf = (inches: number | undefined) => (inches === undefined ? null : inchesAsFraction(inches));

const VintageMeasureDrawing = lazy(() => import('./vintage-measure-drawing.tsx').then((module) => ({ default: module.VintageMeasureDrawing })));

/**
 * What tells a shopper whether the piece fits and what state it is in (design.md §2 "Vintage details"): its condition and
 * what the grade means, its flaws, brand, era and material, and its measurements in cm and inches.
 * Nothing when the piece has none of them.
 */
export function VintageDetails({ details }: { details: VintageDetailsOutput }) {
  const [drawingOpen, setDrawingOpen] = useState(false);
  const measured = MEASUREMENTS.filter((name) => details.measurements[name]);
  const facts: [string, string | null][] = [
    ['Brand', details.brand],
    ['Era', details.era],
    ['Material', details.material],
  ];
  const known = facts.filter(([, value]) => value);
  if (!details.condition && !details.flaws && known.length === 0 && measured.length === 0) return null;
  const grade = details.condition ? CONDITION_GRADES[details.condition] : null;
  return (
    <Stack gap="sm">
      <hr className="section-rule" />
      <Title order={2} fz="lg">
        Condition and fit
      </Title>
      {grade && (
        <Text>
          <Text span fw={700}>
            Condition: {grade.label}.
          </Text>{' '}
          {grade.meaning}
        </Text>
      )}
      {details.flaws && <Text>Flaws: {details.flaws}</Text>}
      {known.length > 0 && (
        <dl className="vintage-facts">
          {known.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {measured.length > 0 && (
        <>
          <table className="vintage-measurements">
            <caption>Measurements, laid flat</caption>
            <thead>
              <tr>
                <th scope="col">Measurement</th>
                <th scope="col">cm</th>
                <th scope="col">in</th>
              </tr>
            </thead>
            <tbody>
              {measured.map((name) => (
                <tr key={name}>
                  <th scope="row">{MEASUREMENT_LABELS[name]}</th>
                  <td>{details.measurements[name]?.cm}</td>
                  <td>{inchesOf(details.measurements[name]?.in)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <details className="vintage-how" onToggle={(event) => setDrawingOpen(event.currentTarget.open)}>
            <summary>How we measure</summary>
            {drawingOpen && (
              <Suspense fallback={<Text size="sm">Loading the drawing…</Text>}>
                <VintageMeasureDrawing bottoms={details.garment_type === 'bottoms' || (!details.garment_type && !details.measurements.pit_to_pit)} measurements={measured} />
              </Suspense>
            )}
          </details>
        </>
      )}
    </Stack>
  );
}
