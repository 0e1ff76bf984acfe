import { Anchor, Button, ColorInput, NumberInput, Select, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { Fragment, type FormEvent, useEffect, useEffectEvent, useState } from 'react';
import type { SectionFieldDto } from '../../api/client';
import { DEFAULT_SITE_TEXTS } from '../../site/text-defaults';
import { AA_TEXT_CONTRAST } from '../../site/contrast';
import { ImageField } from '../media/ImageField';
import { cleaned, grouped, hasDefault, matchesPattern, TIME_ZONES, validateSection, type FormValues } from './section-form-rules';

export { validateSection, type FormValues };

/** One form for every section, drawn from the section's field declarations. */
export function SectionForm({
  fields,
  initial,
  submitLabel,
  onSubmit,
  onChange,
  defaults = DEFAULT_SITE_TEXTS,
  groups,
}: {
  fields: SectionFieldDto[];
  initial?: FormValues;
  submitLabel: string;
  onSubmit: (body: Record<string, unknown>) => Promise<void>;
  /** told the body Save would send, as it is typed (the preview shows it) */
  onChange?: (body: Record<string, unknown>) => void;
  /** what a fixed text shows while the owner has not set it, by field (the Fixed texts' defaults unless given) */
  defaults?: Partial<Record<string, string>>;
  /** fields under headings, in this order (the Fixed texts by page); fields of no group follow */
  groups?: readonly { title: string; fields: readonly string[] }[];
}) {
  const [values, setValues] = useState<FormValues>(() => ({ ...initial }));
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
        {grouped(fields, groups).map((group) =>
          group.title === undefined ? (
            <Fragment key="ungrouped">{group.fields.map(renderField)}</Fragment>
          ) : (
            <Stack key={group.title} component="section" aria-label={group.title} gap="sm" mt="md">
              <Title order={3} size="h4">
                {group.title}
              </Title>
              {group.fields.map(renderField)}
            </Stack>
          ),
        )}
        <Button type="submit" loading={busy} w="fit-content">
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );

  /** Back to the default: the field is left out of the save, so the site shows the default again. */
  function resetButton(field: SectionFieldDto) {
    if (!hasDefault(field, defaults) || values[field.name] === undefined) return undefined;
    return (
      <Button size="compact-xs" variant="subtle" aria-label={`Reset ${field.label} to default`} onClick={() => set(field.name, undefined)}>
        Reset to default
      </Button>
    );
  }

  function renderField(field: SectionFieldDto) {
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
          <Stack key={field.name} gap={4} align="flex-start">
            <TextInput
              {...common}
              w="100%"
              description={hasDefault(field, defaults) && value === undefined ? 'Shows the default text' : 'Leave empty to show nothing'}
              maxLength={field.maxLength}
              value={String(value ?? defaults[field.name] ?? '')}
              onChange={(e) => set(field.name, e.currentTarget.value)}
            />
            {resetButton(field)}
          </Stack>
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
              placeholder={defaults[field.name] ?? 'https://… or /path'}
              description={hasDefault(field, defaults) ? `Empty: ${defaults[field.name]}` : undefined}
            />
            {typeof value === 'string' && matchesPattern(field, value) && (
              <Text size="xs">
                Opens <Anchor href={value}>{value}</Anchor>
              </Text>
            )}
            {resetButton(field)}
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
  }
}
