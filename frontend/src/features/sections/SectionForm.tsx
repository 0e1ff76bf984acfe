import { Anchor, Button, ColorInput, NumberInput, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { type FormEvent, useEffect, useEffectEvent, useState } from 'react';
import type { SectionFieldDto } from '../../api/client';
import { DEFAULT_SITE_TEXTS } from '../../site/brand';
import { AA_TEXT_CONTRAST, contrastWithWhite } from '../../site/contrast';
import { ImageField } from '../media/ImageField';

export type FormValues = Record<string, string | number | undefined>;

/** Whether a value meets the field's pattern (links, images, colours), as GET /api/sections describes it. */
const matchesPattern = (field: SectionFieldDto, value: string) => field.pattern === undefined || new RegExp(field.pattern, field.patternFlags).test(value);

/** A fixed text the site shows until it is edited starts out as that text, so clearing it means "show nothing". */
function withDefaults(fields: SectionFieldDto[], initial: FormValues | undefined): FormValues {
  const defaults: FormValues = {};
  for (const field of fields)
    if (field.kind === 'label' && field.name in DEFAULT_SITE_TEXTS) defaults[field.name] = DEFAULT_SITE_TEXTS[field.name as keyof typeof DEFAULT_SITE_TEXTS];
  return { ...defaults, ...initial };
}

const TIME_ZONES = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];

function isLocale(value: string): boolean {
  try {
    return Intl.getCanonicalLocales(value).length === 1;
  } catch {
    return false;
  }
}

/** Why a primary colour is refused: white button text on it must read at WCAG AA, as the API checks. */
function colourProblem(value: string): string | undefined {
  if (!/^#[0-9a-f]{6}$/i.test(value)) return 'Write the colour as #rrggbb';
  const contrast = contrastWithWhite(value);
  if (contrast < AA_TEXT_CONTRAST)
    return `White text on this colour has a contrast of ${contrast.toFixed(2)}:1; buttons need at least ${AA_TEXT_CONTRAST}:1 (WCAG AA). Choose a darker colour.`;
  return undefined;
}

/** The rules the API enforces, as it describes them: every field required unless declared optional, links safe, numbers in bounds. */
export function validateSection(fields: SectionFieldDto[], values: FormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const value = values[field.name];
    const empty = value === undefined || value === '' || (typeof value === 'string' && !value.trim());
    if (field.kind === 'label') {
      if (typeof value === 'string' && field.maxLength !== undefined && value.length > field.maxLength)
        errors[field.name] = `At most ${field.maxLength} characters`;
      continue;
    }
    if (empty) {
      if (!field.optional) errors[field.name] = `${field.label} is required`;
      continue;
    }
    if (field.kind === 'color') {
      const problem = colourProblem(String(value));
      if (problem) errors[field.name] = problem;
      continue;
    }
    if (!matchesPattern(field, String(value)))
      errors[field.name] = field.patternHint ? `${field.label} ${field.patternHint}` : 'Use an http(s):// address or a path starting with /';
    const { minimum, maximum } = field;
    if (minimum !== undefined && maximum !== undefined && (Number(value) < minimum || Number(value) > maximum))
      errors[field.name] = `Between ${minimum} and ${maximum}`;
    if (field.kind === 'timeZone' && TIME_ZONES.length > 0 && !TIME_ZONES.includes(String(value))) errors[field.name] = 'Choose a time zone from the list';
    if (field.kind === 'locale' && !isLocale(String(value))) errors[field.name] = 'Write a locale such as en-US';
  }
  return errors;
}

function cleaned(fields: SectionFieldDto[], values: FormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of fields) {
    const value = values[field.name];
    // An emptied fixed text is kept empty: it shows nothing.
    if (field.kind === 'label' && typeof value === 'string') {
      body[field.name] = value.trim();
      continue;
    }
    if (value === undefined || value === '') continue;
    body[field.name] = field.kind === 'count' || field.kind === 'percent' ? Number(value) : typeof value === 'string' ? value.trim() : value;
  }
  return body;
}

/** One form for every section, drawn from the section's field declarations. */
export function SectionForm({
  fields,
  initial,
  submitLabel,
  onSubmit,
  onChange,
}: {
  fields: SectionFieldDto[];
  initial?: FormValues;
  submitLabel: string;
  onSubmit: (body: Record<string, unknown>) => Promise<void>;
  /** told the body Save would send, as it is typed (the preview shows it) */
  onChange?: (body: Record<string, unknown>) => void;
}) {
  const [values, setValues] = useState<FormValues>(() => withDefaults(fields, initial));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set = (name: string, value: string | number | undefined) => setValues((current) => ({ ...current, [name]: value }));
  // Reported when the values change, not when a parent passes a new callback.
  const report = useEffectEvent((typed: FormValues) => onChange?.(cleaned(fields, typed)));
  useEffect(() => report(values), [values]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateSection(fields, values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await onSubmit(cleaned(fields, values));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {fields.map((field) => {
          const common = { label: field.label, required: !field.optional, error: errors[field.name], name: field.name };
          const value = values[field.name];
          switch (field.kind) {
            case 'longText':
            case 'robots':
              return (
                <Textarea
                  key={field.name}
                  {...common}
                  autosize
                  minRows={3}
                  maxLength={field.maxLength}
                  value={String(value ?? '')}
                  onChange={(e) => set(field.name, e.currentTarget.value)}
                />
              );
            case 'count':
            case 'percent':
              return (
                <NumberInput
                  key={field.name}
                  {...common}
                  min={field.minimum}
                  max={field.maximum}
                  allowDecimal={false}
                  value={value ?? ''}
                  onChange={(v) => set(field.name, v === '' ? undefined : Number(v))}
                />
              );
            case 'choice':
              return (
                <Select
                  key={field.name}
                  {...common}
                  data={field.choices ?? []}
                  value={value === undefined ? null : String(value)}
                  onChange={(v) => set(field.name, v ?? undefined)}
                />
              );
            case 'label':
              return (
                <TextInput
                  key={field.name}
                  {...common}
                  description="Leave empty to show nothing"
                  maxLength={field.maxLength}
                  value={String(value ?? '')}
                  onChange={(e) => set(field.name, e.currentTarget.value)}
                />
              );
            case 'color':
              return (
                <ColorInput
                  key={field.name}
                  {...common}
                  format="hex"
                  description={`White button text must read at WCAG AA (${AA_TEXT_CONTRAST}:1)`}
                  value={String(value ?? '')}
                  onChange={(v) => set(field.name, v || undefined)}
                />
              );
            case 'timeZone':
              return (
                <Select
                  key={field.name}
                  {...common}
                  searchable
                  data={TIME_ZONES}
                  value={value === undefined ? null : String(value)}
                  onChange={(v) => set(field.name, v ?? undefined)}
                />
              );
            case 'image':
              return (
                <ImageField
                  key={field.name}
                  label={field.label}
                  value={String(value ?? '')}
                  valid={typeof value === 'string' && matchesPattern(field, value)}
                  onChange={(next) => set(field.name, next)}
                  dark={field.name.endsWith('Dark')}
                  inputProps={{ required: common.required, error: common.error, name: common.name, maxLength: field.maxLength }}
                />
              );
            case 'link':
              return (
                <Stack key={field.name} gap={4}>
                  <TextInput
                    {...common}
                    maxLength={field.maxLength}
                    value={String(value ?? '')}
                    onChange={(e) => set(field.name, e.currentTarget.value)}
                    placeholder="https://… or /path"
                  />
                  {typeof value === 'string' && matchesPattern(field, value) && (
                    <Text size="xs">
                      Opens <Anchor href={value}>{value}</Anchor>
                    </Text>
                  )}
                </Stack>
              );
            default:
              return (
                <TextInput
                  key={field.name}
                  {...common}
                  type={field.kind === 'email' ? 'email' : field.kind === 'httpsUrl' ? 'url' : undefined}
                  maxLength={field.maxLength}
                  value={String(value ?? '')}
                  onChange={(e) => set(field.name, e.currentTarget.value)}
                />
              );
          }
        })}
        <Button type="submit" loading={busy} w="fit-content">
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
