import { Fieldset, Group, TagsInput, TextInput } from '@mantine/core';
import type { BranchAddress } from '../../api/client';

const PARTS: [keyof BranchAddress, string][] = [
  ['streetAddress', 'Street address'],
  ['addressLocality', 'City'],
  ['addressRegion', 'Region or state'],
  ['postalCode', 'Postal code'],
  ['addressCountry', 'Country (e.g. GB)'],
];

/** Only the parts given: the API takes an address part as the agency's own address does, never empty. */
export function branchAddressOf(address: BranchAddress): BranchAddress | null {
  const given = Object.fromEntries(
    Object.entries(address)
      .filter(([, value]) => typeof value === 'string' && value.trim())
      .map(([key, value]) => [key, value.trim()]),
  );
  return Object.keys(given).length > 0 ? given : null;
}

/** A location page's area (schema.org areaServed) and its branch's address, for search engines. */
export function LocationFields({
  areas,
  onAreas,
  address,
  onAddress,
}: {
  areas: string[];
  onAreas: (next: string[]) => void;
  address: BranchAddress;
  onAddress: (next: BranchAddress) => void;
}) {
  return (
    <Fieldset legend="Location (for a page about a place)">
      <TagsInput
        label="Areas served"
        description="Places this page serves, e.g. Leeds; press Enter after each. Search engines read them as the page's areaServed."
        value={areas}
        onChange={onAreas}
        maxTags={20}
        clearable
      />
      <Group grow mt="sm" align="flex-start" wrap="wrap">
        {PARTS.map(([part, label]) => (
          <TextInput
            key={part}
            label={`Branch: ${label}`}
            miw={200}
            maxLength={200}
            value={address[part] ?? ''}
            onChange={(event) => onAddress({ ...address, [part]: event.currentTarget.value })}
          />
        ))}
      </Group>
    </Fieldset>
  );
}
