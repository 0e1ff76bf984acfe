import { Alert, Button, Group, NumberInput, Radio, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { TaxService, type TaxSettingsInput, type TaxSettingsRecord } from '../../api/client';
import { RemoteState } from '../../ui/RemoteState';
import { WideTable } from '../../ui/WideTable';
import { useSave } from '../../ui/save';
import { useCountryOptions } from '../orders/countries';
import { read } from '../../api/queries';

const taxKeys = { all: ['tax-settings'] as const };

/** The seller's VAT facts and the rate per customer country; the owner answers for the figures, and the screen says so. */
export function TaxSettingsScreen() {
  const settings = useQuery({ queryKey: taxKeys.all, queryFn: read(() => TaxService.getTaxSettings()) });
  return (
    <Stack maw={720}>
      <Title order={1}>Tax settings</Title>
      <RemoteState remote={settings}>{(current) => <TaxForm key={current.version} current={current} />}</RemoteState>
    </Stack>
  );
}

function TaxForm({ current }: { current: TaxSettingsRecord }) {
  const countries = useCountryOptions();
  const nameOf = (code: string) => countries.find((option) => option.value === code)?.label ?? code;
  const [values, setValues] = useState<TaxSettingsInput>({
    sellerCountry: current.sellerCountry,
    pricesInclude: current.pricesInclude,
    rates: { ...current.rates },
  });
  const [adding, setAdding] = useState<string | null>(null);
  const save = useSave({
    action: (body: TaxSettingsInput) => TaxService.updateTaxSettings({ requestBody: body, ifMatch: String(current.version) }),
    message: 'Tax settings are Updated',
    changes: [taxKeys.all],
  });
  const setRate = (country: string, percent: number | null) => {
    const rates = { ...values.rates };
    if (percent === null) delete rates[country];
    else rates[country] = Math.round(percent * 100);
    setValues({ ...values, rates });
  };
  const listed = Object.keys(values.rates).sort((a, b) => nameOf(a).localeCompare(nameOf(b)));
  return (
    <form
      onSubmit={async (event) => {
        event.preventDefault();
        await save.save(values);
      }}
    >
      <Stack>
        <Alert color="blue" title="You are responsible for these figures">
          {current.responsibility}
        </Alert>
        <Select
          label="Your business's country"
          description="Empty: no VAT is charged. Your VAT number and address are in Business details."
          data={countries}
          searchable
          clearable
          value={values.sellerCountry}
          onChange={(code) => setValues({ ...values, sellerCountry: code as TaxSettingsInput['sellerCountry'] })}
        />
        <Radio.Group
          label="The packages' prices are entered"
          value={values.pricesInclude}
          onChange={(value) => setValues({ ...values, pricesInclude: value as TaxSettingsInput['pricesInclude'] })}
        >
          <Group mt="xs">
            <Radio value="net" label="Without VAT (VAT is added)" />
            <Radio value="gross" label="With your own VAT in them" />
          </Group>
        </Radio.Group>
        <Text size="sm">
          A business with a VAT number in another country of the EU or the UK pays no VAT (reverse charge); a customer outside your VAT area pays none; everyone
          else pays the rate of their country below. Orders keep the VAT they were placed with.
        </Text>
        <WideTable minWidth={360} label="VAT rate per customer country">
          <Table striped>
            <Table.Caption c="gray.7">VAT rate per customer country</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Country</Table.Th>
                <Table.Th scope="col">Rate (%)</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {listed.map((country) => (
                <Table.Tr key={country}>
                  <Table.Th scope="row" fw={400}>
                    {nameOf(country)}
                  </Table.Th>
                  <Table.Td>
                    <NumberInput
                      aria-label={`VAT rate in ${nameOf(country)} (%)`}
                      min={0}
                      max={100}
                      decimalScale={2}
                      value={values.rates[country] / 100}
                      onChange={(value) => setRate(country, value === '' ? null : Number(value))}
                      maw={140}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </WideTable>
        <Group align="flex-end">
          <Select label="Add a country" data={countries.filter((option) => !(option.value in values.rates))} searchable value={adding} onChange={setAdding} />
          <Button
            variant="light"
            disabled={!adding}
            onClick={() => {
              if (adding) setRate(adding, 0);
              setAdding(null);
            }}
          >
            Add
          </Button>
        </Group>
        <Button type="submit" w="fit-content" loading={save.saving}>
          Save
        </Button>
      </Stack>
    </form>
  );
}
