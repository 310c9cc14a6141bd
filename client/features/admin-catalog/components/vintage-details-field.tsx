import '@mantine/core/styles/SegmentedControl.css';
import { Group, NumberInput, SegmentedControl, Select, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { useId } from 'react';
import {
  CONDITION_GRADES,
  CONDITIONS,
  DETAIL_LIMITS,
  GARMENT_TYPE_LABELS,
  GARMENT_TYPES,
  LENGTH_UNITS,
  MEASUREMENT_LABELS,
  MEASUREMENT_STEP,
} from '../../../../shared/vintage-details.ts';
import { inUnit, offeredMeasurements, type VintageDetailValues } from '../vintage-detail-values.ts';

const GARMENT_OPTIONS = GARMENT_TYPES.map((type) => ({
  value: type,
  label: GARMENT_TYPE_LABELS[type],
}));
const CONDITION_OPTIONS = CONDITIONS.map((grade) => ({
  value: grade,
  label: `${CONDITION_GRADES[grade].label}: ${CONDITION_GRADES[grade].meaning}`,
}));
const UNIT_OPTIONS = LENGTH_UNITS.map((unit) => ({ value: unit, label: unit }));

type Props = {
  value: VintageDetailValues;
  onChange: (value: VintageDetailValues) => void;
  /** The server's field errors, by the names of VintageDetailFields. */
  errors: FormErrors;
};

const errorOf = (errors: FormErrors, field: string) => {
  const error = errors[field];
  return typeof error === 'string' ? error : undefined;
};

/**
 * What tells a shopper whether the piece fits and what state it is in (design.md §2 "Vintage details"): the lengths offered
 * are the garment type's, typed in cm or inches (switching converts what is typed), stored once.
 */
export function VintageDetailsField({ value, onChange, errors }: Props) {
  const set = (patch: Partial<VintageDetailValues>) => onChange({ ...value, ...patch });
  const unitError = errorOf(errors, 'measurement_unit');
  const measurementsLabel = useId();
  return (
    <Stack gap="md">
      <Title order={2} fz="lg">
        Details
      </Title>
      <div className="form-columns">
        <Select
          label="Garment type"
          placeholder="Choose"
          data={GARMENT_OPTIONS}
          clearable
          value={value.garment_type || null}
          onChange={(type) => set({ garment_type: type ?? '' })}
          error={errorOf(errors, 'garment_type')}
        />
      </div>
      <Stack gap={6}>
        <Group justify="space-between" align="center" wrap="wrap">
          <Text fw={500} size="sm" id={measurementsLabel}>
            Measurements, laid flat
          </Text>
          <SegmentedControl aria-label="Unit" size="md" data={UNIT_OPTIONS} value={value.unit} onChange={(unit) => onChange(inUnit(value, unit))} />
        </Group>
        {unitError && (
          <Text c="red" size="sm">
            {unitError}
          </Text>
        )}
        <div className="form-columns" role="group" aria-labelledby={measurementsLabel}>
          {offeredMeasurements(value).map((name) => (
            <NumberInput
              key={name}
              label={`${MEASUREMENT_LABELS[name]} (${value.unit})`}
              min={0}
              step={MEASUREMENT_STEP[value.unit]}
              decimalScale={3}
              hideControls
              inputMode="decimal"
              value={value.measurements[name]}
              onChange={(typed) => set({ measurements: { ...value.measurements, [name]: typed } })}
              error={errorOf(errors, name)}
            />
          ))}
        </div>
      </Stack>
      <Select
        label="Condition"
        placeholder="Choose a grade"
        data={CONDITION_OPTIONS}
        clearable
        value={value.condition || null}
        onChange={(grade) => set({ condition: grade ?? '' })}
        error={errorOf(errors, 'condition')}
      />
      <Textarea
        label="Flaws"
        description="Every mark, hole or repair a buyer should know of."
        autosize
        minRows={2}
        maxLength={DETAIL_LIMITS.flaws}
        value={value.flaws}
        onChange={(event) => set({ flaws: event.currentTarget.value })}
        error={errorOf(errors, 'flaws')}
      />
      <div className="form-columns">
        <TextInput
          label="Brand"
          maxLength={DETAIL_LIMITS.brand}
          value={value.brand}
          onChange={(event) => set({ brand: event.currentTarget.value })}
          error={errorOf(errors, 'brand')}
        />
        <TextInput
          label="Era"
          placeholder="1980s"
          maxLength={DETAIL_LIMITS.era}
          value={value.era}
          onChange={(event) => set({ era: event.currentTarget.value })}
          error={errorOf(errors, 'era')}
        />
        <TextInput
          label="Material"
          placeholder="100% cotton"
          maxLength={DETAIL_LIMITS.material}
          value={value.material}
          onChange={(event) => set({ material: event.currentTarget.value })}
          error={errorOf(errors, 'material')}
        />
      </div>
    </Stack>
  );
}
