import { Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { PaymentsService } from '../../api/client';
import { TEXTS } from '../../texts';
import { RemoteState } from '../../ui/RemoteState';
import { useSave } from '../../ui/save';
import { paypalEmailKeys, paypalEmailQueries } from './queries';

const route = getRouteApi('/_admin/paypal-email/$id');

/** /paypal-email/{id}: the PayPal account that receives payments. */
export function PaypalEmailScreen() {
  const { id } = route.useParams();
  const existing = useQuery(paypalEmailQueries.one(id));
  const update = useSave({
    action: (paypalEmail: string) => PaymentsService.updatePaypalEmail({ id, requestBody: { paypalEmail } }),
    message: TEXTS.paypalEmailUpdated,
    changes: [paypalEmailKeys.all],
  });
  return (
    <RemoteState remote={existing}>
      {(record) => (
        <PaypalEmailForm
          key={record._id}
          initial={record.paypalEmail}
          onSave={async (paypalEmail) => {
            await update.save(paypalEmail);
          }}
        />
      )}
    </RemoteState>
  );
}

/** /add-paypal-Email: the first PayPal account; once saved, the page becomes that account's editor. */
export function AddPaypalEmailScreen() {
  const navigate = useNavigate();
  const add = useSave({
    action: (paypalEmail: string) => PaymentsService.addPaypalEmail({ requestBody: { paypalEmail } }),
    message: TEXTS.paypalEmailAdded,
    changes: [paypalEmailKeys.all],
  });
  return (
    <PaypalEmailForm
      initial=""
      onSave={async (paypalEmail) => {
        const created = await add.save(paypalEmail);
        if (created) await navigate({ to: '/paypal-email/$id', params: { id: created.value._id } });
      }}
    />
  );
}

function PaypalEmailForm({ initial, onSave }: { initial: string; onSave: (email: string) => Promise<void> }) {
  const [email, setEmail] = useState(initial);
  return (
    <Stack maw={480}>
      <Title order={1}>Payment e-mail</Title>
      <Text c="gray.7">The PayPal account that receives customers' payments.</Text>
      <form
        onSubmit={async (event: FormEvent) => {
          event.preventDefault();
          await onSave(email);
        }}
      >
        <Stack>
          <TextInput label="PayPal e-mail address" type="email" required value={email} onChange={(e) => setEmail(e.currentTarget.value)} />
          <Button type="submit" w="fit-content">
            Save
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
