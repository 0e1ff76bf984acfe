import { Button, NumberInput, Select, Stack, TextInput, Title } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useEffect, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { PricingService, type PricingInput } from '../../api/client';
import { queries } from '../../api/queries';
import { PACKAGE_POINTS } from '../../site/price';
import { TEXTS } from '../../texts';
import { RemoteState } from '../../ui/RemoteState';
import { useSave } from '../../ui/save';
import { WithPreview, type Draft } from '../sections/SectionPreview';

const route = getRouteApi('/_admin/package-edit/$id');

export function PricingScreen() {
  const { id } = route.useParams();
  const plan = useQuery(queries.pricing(id));
  return (
    <Stack>
      <Title order={1}>Edit pricing</Title>
      <RemoteState remote={plan}>
        {(current) => (
          <WithPreview sectionKey="pricings" title="Pricing" editedId={current._id}>
            {(onDraft) => <PricingForm key={current._id} id={id} initial={current} onDraft={onDraft} />}
          </WithPreview>
        )}
      </RemoteState>
    </Stack>
  );
}

function PricingForm({ id, initial, onDraft }: { id: string; initial: PricingInput; onDraft: (draft: Draft) => void }) {
  const [values, setValues] = useState<PricingInput>(() => ({ ...initial }));
  // The preview shows the package as typed; nothing is stored until Save.
  useEffect(() => onDraft({ ...values }), [values]);
  const update = useSave({
    action: (body: PricingInput) => PricingService.updatePricing({ id, requestBody: body }),
    message: TEXTS.pricingUpdated,
    changes: [['pricings']],
  });
  const set = (name: keyof PricingInput, value: unknown) => setValues((current) => ({ ...current, [name]: value }));
  return (
    <Stack maw={640}>
      <form
        onSubmit={async (event: FormEvent) => {
          event.preventDefault();
          const { packageName, packagePrice, packageButtonText } = values;
          const body = {
            packageName,
            packagePrice,
            packageButtonText,
            ...Object.fromEntries(PACKAGE_POINTS.map((point) => [point, values[point]])),
          } as PricingInput;
          await update.save(body);
        }}
      >
        <Stack>
          <Select label="Package" data={['Basic', 'Standard', 'Premium']} value={values.packageName} onChange={(value) => set('packageName', value)} />
          <NumberInput
            label="Price a month (USD)"
            min={0}
            decimalScale={2}
            value={values.packagePrice}
            onChange={(value) => set('packagePrice', Number(value))}
            required
          />
          <TextInput label="Button text" required value={values.packageButtonText} onChange={(e) => set('packageButtonText', e.currentTarget.value)} />
          {PACKAGE_POINTS.map((point, index) => (
            <TextInput
              key={point}
              label={`Point ${index + 1}`}
              required
              value={String(values[point] ?? '')}
              onChange={(e) => set(point, e.currentTarget.value)}
            />
          ))}
          <Button type="submit" w="fit-content" loading={update.saving}>
            Save
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
