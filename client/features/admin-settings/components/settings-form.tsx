import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Switch.css';
import { Alert, Button, Group, NumberInput, Paper, SimpleGrid, Skeleton, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { CAROUSEL_INTERVAL_STEP_MS, CAROUSEL_MIN_INTERVAL_MS } from '../../../../shared/admin-constants.ts';
import { SETTING_DEFAULTS, type SettingKey } from '../../../../shared/setting-defaults.ts';
import { NoticeAlert } from '../../../components/notice-alert.tsx';
import { RichTextField } from '../../../components/rich-text-field.tsx';
import { trpc } from '../../../lib/trpc.ts';
import { useNotice } from '../../../lib/use-notice.ts';
import { useUpdateSettings, type SettingValues } from '../hooks/use-update-settings.ts';
import { NoteTemplatesField } from './note-templates-field.tsx';

type NumberSetting = { key: SettingKey; label: string; description: string; min: number; step: number };

/** docs/product/rules.md "Settings form": whole numbers with these minimums; a blank is saved as the setting's default by the server. */
const NUMBER_SETTINGS: NumberSetting[] = [
  { key: 'delivery_fee_ncr', label: 'Delivery fee within Metro Manila (₱)', description: 'Blank becomes 0.', min: 0, step: 1 },
  { key: 'delivery_fee_outside_ncr', label: 'Delivery fee outside Metro Manila (₱)', description: 'Blank becomes 0.', min: 0, step: 1 },
  { key: 'free_delivery_threshold', label: 'Free delivery from (₱)', description: '0 turns free delivery off.', min: 0, step: 1 },
  { key: 'product_hold_duration', label: 'Hold duration (minutes)', description: 'How long a piece stays reserved at checkout. Blank becomes 30.', min: 1, step: 1 },
  {
    key: 'payment_fix_hours',
    label: 'Hours to fix a payment',
    description: 'When you ask a buyer to fix a payment, their pieces stay held this long; then the order is cancelled. Blank becomes 24.',
    min: 1,
    step: 1,
  },
  { key: 'max_pieces_per_buyer', label: 'Pieces one buyer may hold', description: 'At most this many pieces reserved at once by one shopper. Blank becomes 10.', min: 1, step: 1 },
  { key: 'hero_carousel_interval', label: 'Carousel interval (ms)', description: 'At least 1000, in steps of 100.', min: CAROUSEL_MIN_INTERVAL_MS, step: CAROUSEL_INTERVAL_STEP_MS },
];

/** Decision 025: what keeps a drop fair against a script with many accounts, without turning away a crowd behind one network. */
const FAIR_DROP_SETTINGS: NumberSetting[] = [
  {
    key: 'drop_opening_minutes',
    label: 'Minutes a drop is for confirmed accounts',
    description: 'After a drop opens, its pieces go only to signed-in shoppers who confirmed their e-mail. 0 lets guests in at once. Blank becomes 0.',
    min: 0,
    step: 1,
  },
  {
    key: 'drop_pieces_per_buyer',
    label: 'Pieces of a drop per buyer in those minutes',
    description: 'Counted per inbox, held or ordered, so extra accounts on one e-mail do not add up. Blank becomes 1.',
    min: 1,
    step: 1,
  },
  {
    key: 'guest_pieces_per_network',
    label: 'Pieces all guests of one network may hold',
    description: 'Guests past it are asked to sign in; signed-in shoppers are never counted. 0 is no limit. Blank becomes 0.',
    min: 0,
    step: 1,
  },
];

const NUMBER_GROUPS: { title: string | null; settings: NumberSetting[] }[] = [
  { title: null, settings: NUMBER_SETTINGS },
  { title: 'Fair drops', settings: FAIR_DROP_SETTINGS },
];

const HTML_SETTINGS: { key: SettingKey; label: string; description: string }[] = [
  { key: 'payment_options_description', label: 'Payment options', description: 'Shown at checkout step 2: how to pay (GCash, bank details).' },
  { key: 'what_happens_after_payment', label: 'What happens after payment', description: 'Shown under the payment options.' },
  { key: 'thanks_message', label: 'Thank-you message', description: 'Shown once an order is placed.' },
];

/** The shop settings form (docs/product/screens.md "Shop Settings and hero slides"): loading while fetching, saving while submitting. */
export function SettingsForm() {
  const settings = useQuery(trpc.admin.settings.getAll.queryOptions());
  // A screen tall, as the form is at least: the hero slides' list below it comes into view only once the form is in (a 360 px skeleton let it show and then pushed it away, audit A-26).
  if (settings.isPending) return <Skeleton h="100svh" aria-label="Loading settings" />;
  if (settings.isError) return <Alert color="red">Failed to load settings</Alert>;
  return <LoadedSettingsForm initialValues={{ ...SETTING_DEFAULTS, ...settings.data.settings }} />;
}

function LoadedSettingsForm({ initialValues }: { initialValues: SettingValues }) {
  const form = useForm<SettingValues>({ initialValues });
  // Beside Save, not above the dashboard's tabs: on a phone those are screens away from the button.
  const { notice, show, clear } = useNotice();
  const { save, saving } = useUpdateSettings({
    // The form shows what the server stored, a blank as its default.
    onStored: (stored) => {
      form.setValues(stored);
      form.resetDirty(stored);
    },
    onFieldErrors: form.setErrors,
    onNotice: show,
  });

  return (
    <form onSubmit={form.onSubmit(save)} noValidate>
      <Stack gap="md">
        <Text fw={700} size="lg">
          Shop Settings
        </Text>
        {NUMBER_GROUPS.map(({ title, settings }) => (
          <Paper key={title ?? 'shop'} withBorder p="md" radius="md">
            {title && (
              <Text component="h3" fw={700} mb="sm">
                {title}
              </Text>
            )}
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {settings.map(({ key, label, description, min, step }) => (
                <NumberInput
                  key={key}
                  label={label}
                  description={description}
                  min={min}
                  step={step}
                  allowDecimal={false}
                  value={form.values[key]}
                  onChange={(value) => form.setFieldValue(key, String(value))}
                  error={form.errors[key]}
                />
              ))}
            </SimpleGrid>
          </Paper>
        ))}
        <Switch
          label="Give each order its own amount"
          // Mantine's pale track fades into the page when off: its edge needs 3:1 to be seen (WCAG 1.4.11).
          styles={{ track: { border: '1px solid var(--mantine-color-gray-6)' } }}
          description="Takes 1 to 99 centavos off each order awaiting payment, so no two ask for the same amount and your statement shows whose payment arrived. Buyers never pay more."
          checked={form.values.distinct_payment_amounts === '1'}
          onChange={(event) => form.setFieldValue('distinct_payment_amounts', event.currentTarget.checked ? '1' : '0')}
          error={form.errors.distinct_payment_amounts}
        />
        <TextInput
          type="email"
          label="New-order alerts go to"
          description="An email for every new order. Blank: the admin address the shop was set up with."
          autoComplete="email"
          {...form.getInputProps('owner_notification_email')}
        />
        <Textarea
          label="Return address on packing slips"
          description="Where the courier brings back a parcel it cannot deliver: street, city and a mobile number, a line each. Blank: Pasig City, Metro Manila."
          autosize
          minRows={3}
          {...form.getInputProps('return_address')}
        />
        <NoteTemplatesField
          value={form.values.order_note_templates}
          onChange={(value) => form.setFieldValue('order_note_templates', value)}
          error={form.errors.order_note_templates}
        />
        {HTML_SETTINGS.map(({ key, label, description }) => (
          <RichTextField
            key={key}
            label={label}
            description={description}
            value={form.values[key]}
            onChange={(html) => form.setFieldValue(key, html)}
            error={typeof form.errors[key] === 'string' ? form.errors[key] : undefined}
          />
        ))}
        <NoticeAlert notice={notice} onClose={clear} />
        <Group justify="flex-end">
          <Button type="submit" loading={saving}>
            {saving ? 'Saving...' : 'Save Settings'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
