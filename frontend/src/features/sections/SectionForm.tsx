import { Anchor, Button, Image, NumberInput, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { SectionFieldDto } from '../../api/client';

export type FormValues = Record<string, string | number | undefined>;

/** Whether a value meets the field's pattern (links and images), as GET /api/sections describes it. */
const matchesPattern = (field: SectionFieldDto, value: string) => field.pattern === undefined || new RegExp(field.pattern, field.patternFlags).test(value);

/** The rules the API enforces, as it describes them: every field required unless declared optional, links safe, numbers in bounds. */
export function validateSection(fields: SectionFieldDto[], values: FormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const value = values[field.name];
    const empty = value === undefined || value === '' || (typeof value === 'string' && !value.trim());
    if (empty) {
      if (!field.optional) errors[field.name] = `${field.label} is required`;
      continue;
    }
    if (!matchesPattern(field, String(value))) errors[field.name] = 'Use an http(s):// address or a path starting with /';
    const { minimum, maximum } = field;
    if (minimum !== undefined && maximum !== undefined && (Number(value) < minimum || Number(value) > maximum))
      errors[field.name] = `Between ${minimum} and ${maximum}`;
  }
  return errors;
}

function cleaned(fields: SectionFieldDto[], values: FormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of fields) {
    const value = values[field.name];
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
}: {
  fields: SectionFieldDto[];
  initial?: FormValues;
  submitLabel: string;
  onSubmit: (body: Record<string, unknown>) => Promise<void>;
}) {
  const [values, setValues] = useState<FormValues>(initial ?? {});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set = (name: string, value: string | number | undefined) => setValues((current) => ({ ...current, [name]: value }));

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
            case 'image':
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
                  {typeof value === 'string' &&
                    matchesPattern(field, value) &&
                    (field.kind === 'image' ? (
                      <Image src={value} alt={`Preview of ${field.label}`} h={72} w="auto" fit="contain" />
                    ) : (
                      <Text size="xs">
                        Opens <Anchor href={value}>{value}</Anchor>
                      </Text>
                    ))}
                </Stack>
              );
            default:
              return (
                <TextInput
                  key={field.name}
                  {...common}
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
