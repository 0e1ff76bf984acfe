import { Button, NumberInput, Select, Stack, TextInput, Title } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { type FormEvent, useEffect, useEffectEvent, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PricingService, type PricingInput, type PricingRecord } from '../../api/client';
import { PACKAGE_POINTS } from '../../site/price';
import { TEXTS } from '../../texts';
import { RemoteState } from '../../ui/RemoteState';
import { StaleSaveAlert } from '../../ui/StaleSaveAlert';
import { useVersionedSave } from '../../ui/versioned-save';
import { WithPreview, type Draft } from '../sections/SectionPreview';
import { pricingKeys, pricingQueries } from './queries';

const route = getRouteApi('/_admin/package-edit/$id');

export function PricingScreen() {
  const { id } = route.useParams();
  const plan = useQuery(pricingQueries.one(id));
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

function PricingForm({ id, initial, onDraft }: { id: string; initial: PricingRecord; onDraft: (draft: Draft) => void }) {
  const client = useQueryClient();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<PricingInput>(() => ({ ...initial }));
  // The version the form's values came from: the one opened (a later read of the list leaves the form alone).
  const [loaded] = useState(initial.version);
  // The preview shows the package as typed; nothing is stored until Save. Told when the values
  // change, not when the parent passes a new callback.
  const reportDraft = useEffectEvent((draft: Draft) => onDraft(draft));
  useEffect(() => reportDraft({ ...values }), [values]);
  // Names the version loaded: a save after someone else's is refused, and the alert below offers a way on.
  const update = useVersionedSave({
    version: loaded,
    action: (body: PricingInput, version) =>
      PricingService.updatePricing({ id, requestBody: body, ifMatch: version === undefined ? undefined : String(version) }),
    message: TEXTS.pricingUpdated,
    changes: [pricingKeys.all],
    readTheirs: () => client.fetchQuery({ ...pricingQueries.one(id), staleTime: 0 }),
    showTheirs: (theirs) => setValues({ ...theirs }),
    saveMine: () => form.current?.requestSubmit(),
  });
  const set = (name: keyof PricingInput, value: unknown) => setValues((current) => ({ ...current, [name]: value }));
  return (
    <Stack maw={640}>
      <form
        ref={form}
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
      {update.stale && <StaleSaveAlert {...update.conflict} />}
    </Stack>
  );
}
