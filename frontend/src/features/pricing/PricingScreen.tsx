import { Stack, Title } from '@mantine/core';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PricingService, type PricingInput, type PricingRecord } from '../../api/client';
import { TEXTS } from '../../texts';
import { RemoteState } from '../../ui/RemoteState';
import { StaleSaveAlert } from '../../ui/StaleSaveAlert';
import { useSave } from '../../ui/save';
import { useVersionedSave } from '../../ui/versioned-save';
import { WithPreview, type Draft } from '../sections/SectionPreview';
import { bodyOf, EMPTY_OFFER, OfferForm, valuesOf, type OfferValues } from './OfferForm';
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
            {(onDraft) => <EditOffer key={current._id} id={id} initial={current} onDraft={onDraft} />}
          </WithPreview>
        )}
      </RemoteState>
    </Stack>
  );
}

export function NewPricingScreen() {
  const navigate = useNavigate();
  const [values, setValues] = useState<OfferValues>(EMPTY_OFFER);
  const create = useSave({
    action: (body: PricingInput) => PricingService.createPricing({ requestBody: body }),
    message: (created) => `${created.packageName} is added`,
    changes: [pricingKeys.all],
  });
  return (
    <Stack>
      <Title order={1}>New package</Title>
      <OfferForm
        values={values}
        onChange={setValues}
        saving={create.saving}
        submitLabel="Add package"
        onSubmit={async () => {
          const created = await create.save(bodyOf(values));
          if (created) await navigate({ to: '/add-pricing' });
        }}
      />
    </Stack>
  );
}

function EditOffer({ id, initial, onDraft }: { id: string; initial: PricingRecord; onDraft: (draft: Draft) => void }) {
  const client = useQueryClient();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<OfferValues>(() => valuesOf(initial));
  // The version the form's values came from: the one opened (a later read of the list leaves the form alone).
  const [loaded] = useState(initial.version);
  // The preview shows the package as typed; nothing is stored until Save. Told when the values
  // change, not when the parent passes a new callback.
  const reportDraft = useEffectEvent((draft: Draft) => onDraft(draft));
  useEffect(() => reportDraft({ ...initial, ...bodyOf(values) }), [values, initial]);
  // Names the version loaded: a save after someone else's is refused, and the alert below offers a way on.
  const update = useVersionedSave({
    version: loaded,
    action: (body: PricingInput, version) =>
      PricingService.updatePricing({ id, requestBody: body, ifMatch: version === undefined ? undefined : String(version) }),
    message: TEXTS.pricingUpdated,
    changes: [pricingKeys.all],
    readTheirs: () => client.fetchQuery({ ...pricingQueries.one(id), staleTime: 0 }),
    showTheirs: (theirs) => setValues(valuesOf(theirs)),
    saveMine: () => form.current?.requestSubmit(),
  });
  return (
    <Stack maw={640}>
      <OfferForm formRef={form} values={values} onChange={setValues} saving={update.saving} submitLabel="Save" onSubmit={() => update.save(bodyOf(values))} />
      {update.stale && <StaleSaveAlert {...update.conflict} />}
    </Stack>
  );
}
