import { ActionIcon, Button, Checkbox, Group, NumberInput, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import type { FormEvent, Ref } from 'react';
import type { PricingInput, PricingRecord } from '../../api/client';
import { decimalsOf } from '../../site/price';

type Currency = NonNullable<PricingInput['currency']>;
type Billing = NonNullable<PricingInput['billing']>;

// The currencies PayPal accepts.
const CURRENCIES: Currency[] = [
  'USD',
  'EUR',
  'GBP',
  'AUD',
  'BRL',
  'CAD',
  'CHF',
  'CNY',
  'CZK',
  'DKK',
  'HKD',
  'HUF',
  'ILS',
  'JPY',
  'MXN',
  'MYR',
  'NOK',
  'NZD',
  'PHP',
  'PLN',
  'SEK',
  'SGD',
  'THB',
  'TWD',
];

const BILLING_CHOICES: { value: Billing; label: string }[] = [
  { value: 'once', label: 'One payment' },
  { value: 'month', label: 'Every month (retainer)' },
  { value: 'quarter', label: 'Every quarter (retainer)' },
  { value: 'year', label: 'Every year (retainer)' },
];

export type OfferValues = Required<
  Pick<PricingInput, 'packageName' | 'packagePrice' | 'packageButtonText' | 'description' | 'currency' | 'billing' | 'featured' | 'listed'>
> & {
  points: string[];
  periods: number | null;
  setupPrice: number | null;
  /** lowest first on the pricing page; null: after the others (a new package) */
  position: number | null;
};

export const EMPTY_OFFER: OfferValues = {
  packageName: '',
  packagePrice: 0,
  packageButtonText: 'Order now',
  description: '',
  currency: 'USD',
  billing: 'once',
  featured: false,
  listed: true,
  points: [],
  periods: null,
  setupPrice: null,
  position: null,
};

export const valuesOf = (plan: PricingRecord): OfferValues => ({
  packageName: plan.packageName,
  packagePrice: plan.packagePrice,
  packageButtonText: plan.packageButtonText,
  description: plan.description,
  currency: plan.currency,
  billing: plan.billing,
  featured: plan.featured,
  listed: plan.listed,
  points: [...plan.points],
  periods: plan.periods,
  setupPrice: plan.setupPrice,
  position: plan.position ?? null,
});

/** What the API takes: a one-off package carries no term or first payment; empty points are left out. */
export const bodyOf = (values: OfferValues): PricingInput => ({
  ...values,
  points: values.points.map((point) => point.trim()).filter(Boolean),
  periods: values.billing === 'once' ? null : values.periods,
  setupPrice: values.billing === 'once' ? null : values.setupPrice,
  position: values.position ?? undefined,
});

const optionalNumber = (value: string | number) => (value === '' ? null : Number(value));

/** The fields of an offer, for a new one and an edit alike. */
export function OfferForm({
  values,
  onChange,
  onSubmit,
  saving,
  submitLabel,
  formRef,
}: {
  values: OfferValues;
  onChange: (values: OfferValues) => void;
  onSubmit: () => Promise<unknown>;
  saving: boolean;
  submitLabel: string;
  formRef?: Ref<HTMLFormElement>;
}) {
  const set = <K extends keyof OfferValues>(name: K, value: OfferValues[K]) => onChange({ ...values, [name]: value });
  const setPoint = (index: number, text: string) =>
    set(
      'points',
      values.points.map((point, at) => (at === index ? text : point)),
    );
  const recurring = values.billing !== 'once';
  const decimals = decimalsOf(values.currency);
  const period = values.billing === 'once' ? '' : values.billing;
  return (
    <form
      ref={formRef}
      onSubmit={async (event: FormEvent) => {
        event.preventDefault();
        await onSubmit();
      }}
    >
      <Stack maw={640}>
        <TextInput label="Package name" required maxLength={80} value={values.packageName} onChange={(e) => set('packageName', e.currentTarget.value)} />
        <Textarea
          label="Description"
          autosize
          minRows={2}
          maxLength={2000}
          value={values.description}
          onChange={(e) => set('description', e.currentTarget.value)}
        />
        <Group grow align="flex-start">
          <Select
            label="Currency"
            data={CURRENCIES}
            allowDeselect={false}
            searchable
            value={values.currency}
            onChange={(value) => value && set('currency', value as Currency)}
          />
          <NumberInput
            label={recurring ? `Price each ${period}` : 'Price'}
            description={decimals === 0 ? `PayPal takes no decimals in ${values.currency}` : undefined}
            min={0}
            decimalScale={decimals}
            value={values.packagePrice}
            onChange={(value) => set('packagePrice', Number(value))}
            required
          />
        </Group>
        <Select
          label="Billing"
          data={BILLING_CHOICES}
          allowDeselect={false}
          value={values.billing}
          onChange={(value) => value && set('billing', value as Billing)}
          description={recurring ? 'Paid by a PayPal subscription that renews until it is cancelled or its term ends.' : 'Paid once through PayPal.'}
        />
        {recurring && (
          <Group grow align="flex-start">
            <NumberInput
              label="Number of payments"
              description="Empty: until cancelled (2 to 52)"
              min={2}
              max={52}
              allowDecimal={false}
              value={values.periods ?? ''}
              onChange={(value) => set('periods', optionalNumber(value))}
            />
            <NumberInput
              label={`First ${period}'s price`}
              description="Empty: as every other (a setup fee goes here)"
              min={0}
              decimalScale={decimals}
              value={values.setupPrice ?? ''}
              onChange={(value) => set('setupPrice', optionalNumber(value))}
            />
          </Group>
        )}
        <TextInput
          label="Button text"
          required
          maxLength={100}
          value={values.packageButtonText}
          onChange={(e) => set('packageButtonText', e.currentTarget.value)}
        />
        <Stack gap="xs">
          <Text fw={500} size="sm" id="points-label">
            What the package includes
          </Text>
          {values.points.length === 0 && (
            <Text size="sm" c="gray.7">
              No points yet.
            </Text>
          )}
          {values.points.map((point, index) => (
            <Group key={index} gap="xs" wrap="nowrap">
              <TextInput
                style={{ flex: 1 }}
                aria-label={`Point ${index + 1}`}
                maxLength={200}
                value={point}
                onChange={(e) => setPoint(index, e.currentTarget.value)}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={`Remove point ${index + 1}`}
                onClick={() =>
                  set(
                    'points',
                    values.points.filter((_, at) => at !== index),
                  )
                }
              >
                ×
              </ActionIcon>
            </Group>
          ))}
          <Button variant="light" w="fit-content" disabled={values.points.length >= 30} onClick={() => set('points', [...values.points, ''])}>
            Add a point
          </Button>
        </Stack>
        <Checkbox
          label="Featured (carries the badge on the pricing page)"
          checked={values.featured}
          onChange={(e) => set('featured', e.currentTarget.checked)}
        />
        <Checkbox
          label="Listed on the pricing page"
          description="An unlisted package is ordered through its link only, for a quote made for one client."
          checked={values.listed}
          onChange={(e) => set('listed', e.currentTarget.checked)}
        />
        <NumberInput
          label="Place on the pricing page"
          description="Lowest first; empty: after the others"
          min={0}
          max={10000}
          allowDecimal={false}
          maw={240}
          value={values.position ?? ''}
          onChange={(value) => set('position', optionalNumber(value))}
        />
        <Button type="submit" w="fit-content" loading={saving}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
