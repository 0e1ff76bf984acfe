import { Alert, Button, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { errorMessage, OrdersService, withSession, type CountryCode } from '../../api/client';
import { fillIn } from '../../site/fill-in';
import { billingTerms } from '../../site/price';
import { useBrand, useMoney, useSiteTexts, useViewer } from '../../site/use-site';
import { RemoteState } from '../../ui/RemoteState';
import { useCountryOptions } from '../orders/countries';
import { CustomerLayout } from './CustomerLayout';
import { pricingQueries } from '../pricing/queries';
import { orderKeys } from '../orders/queries';

export function OrderNowPage() {
  const { price } = useMoney();
  const texts = useSiteTexts();
  const locale = useBrand().locale || undefined;
  const { id } = getRouteApi('/_signedIn/order-now/$id').useParams();
  const viewer = useViewer();
  const navigate = useNavigate();
  const plan = useQuery(pricingQueries.one(id));
  const queryClient = useQueryClient();
  const countries = useCountryOptions();
  const [values, setValues] = useState({ customerName: '', customerAddress: '', customerCountry: '' });
  // A business's details for its invoices: optional, so not in the required check below.
  const [business, setBusiness] = useState({ customerCompany: '', customerVatNumber: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof typeof values | 'customerCompany', string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const missing = Object.fromEntries(
      Object.entries(values)
        .filter(([, value]) => !value.trim())
        .map(([field]) => [field, texts.fieldRequired]),
    );
    if (business.customerVatNumber.trim() && !business.customerCompany.trim()) missing.customerCompany = texts.vatNeedsCompany;
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    setBusy(true);
    try {
      // Not empty (checked above), so one of the choices, which are the contract's codes.
      const customerCountry = values.customerCountry as CountryCode;
      const given = Object.fromEntries(Object.entries(business).filter(([, value]) => value.trim()));
      await withSession(() => OrdersService.addOrder({ requestBody: { packageId: id, ...values, ...given, customerCountry } }));
      await queryClient.invalidateQueries({ queryKey: orderKeys.all });
      await navigate({ to: '/pending-order' });
    } catch (error) {
      setFailure(errorMessage(error));
      setBusy(false);
    }
  }

  const field = (name: 'customerName' | 'customerAddress', label: string) => (
    <TextInput
      label={label}
      required
      value={values[name]}
      error={errors[name]}
      onChange={(e) => setValues({ ...values, [name]: e.currentTarget.value })}
      maxLength={name === 'customerAddress' ? 300 : 100}
    />
  );

  return (
    <CustomerLayout title={texts.orderHeading}>
      <RemoteState remote={plan}>
        {(chosen) => (
          <Paper withBorder p="xl" maw={560}>
            <Text fw={700} fz="lg">
              {fillIn(texts.orderPackageLine, { package: chosen.packageName, price: price(chosen.packagePrice, chosen.currency) })}
              {billingTerms(chosen, locale) && ` ${billingTerms(chosen, locale)}`}
            </Text>
            <form onSubmit={submit} noValidate>
              <Stack mt="md">
                {field('customerName', texts.orderNameLabel)}
                <TextInput label={texts.orderEmailLabel} value={viewer?.email ?? ''} disabled readOnly description={texts.orderEmailHint} />
                {field('customerAddress', texts.orderAddressLabel)}
                <Select
                  label={texts.orderCountryLabel}
                  required
                  searchable
                  data={countries}
                  value={values.customerCountry || null}
                  error={errors.customerCountry}
                  onChange={(code) => setValues({ ...values, customerCountry: code ?? '' })}
                  placeholder={texts.orderCountryPlaceholder}
                  nothingFoundMessage={texts.orderCountryNotFound}
                />
                <TextInput
                  label={texts.orderCompanyLabel}
                  description={texts.orderCompanyHint}
                  maxLength={200}
                  value={business.customerCompany}
                  error={errors.customerCompany}
                  onChange={(e) => setBusiness({ ...business, customerCompany: e.currentTarget.value })}
                />
                <TextInput
                  label={texts.orderVatLabel}
                  description={texts.orderVatHint}
                  maxLength={30}
                  value={business.customerVatNumber}
                  onChange={(e) => setBusiness({ ...business, customerVatNumber: e.currentTarget.value })}
                />
                {failure && (
                  <Alert color="red" role="alert">
                    {failure}
                  </Alert>
                )}
                <Button type="submit" loading={busy}>
                  {texts.orderButton}
                </Button>
              </Stack>
            </form>
          </Paper>
        )}
      </RemoteState>
    </CustomerLayout>
  );
}
