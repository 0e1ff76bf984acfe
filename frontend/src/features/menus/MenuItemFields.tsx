import { Badge, Group, Select, TextInput } from '@mantine/core';
import { ANCHOR_OPTIONS, FIXED_OPTIONS, LINK_KIND_LABELS, LIMITS, problemOf, type DraftItem, type LinkKind } from './menu-draft';

export interface TargetLists {
  page: { value: string; label: string }[];
  post: { value: string; label: string }[];
  category: { value: string; label: string }[];
  caseStudy: { value: string; label: string }[];
}

const KIND_OPTIONS = (Object.keys(LINK_KIND_LABELS) as LinkKind[]).map((kind) => ({ value: kind, label: LINK_KIND_LABELS[kind] }));
const FIRST: Partial<Record<LinkKind, string>> = { anchor: 'home', fixed: '/', path: '/', external: 'https://' };

/** One item's label and where it leads: the kind, then the target from a list or typed. */
export function MenuItemFields({
  item,
  onChange,
  targets,
  name,
}: {
  item: DraftItem;
  onChange: (item: DraftItem) => void;
  targets: TargetLists;
  name: string;
}) {
  const problem = problemOf(item);
  const listed =
    item.kind === 'anchor' ? ANCHOR_OPTIONS : item.kind === 'fixed' ? FIXED_OPTIONS : item.kind in targets ? targets[item.kind as keyof TargetLists] : null;
  const known = listed?.some((option) => option.value === item.target) ?? true;
  // A target missing from its list (a deleted page, a post older than those listed) stays selected, named by its address when it has one.
  const options = listed && !known && item.target ? [...listed, { value: item.target, label: item.href ?? 'Deleted record' }] : listed;
  return (
    <Group align="flex-start" gap="sm" grow preventGrowOverflow={false} wrap="wrap">
      <TextInput
        label={`Label of ${name}`}
        value={item.label}
        maxLength={LIMITS.label}
        required
        error={problem && item.label.trim() === '' ? problem : undefined}
        onChange={(event) => onChange({ ...item, label: event.currentTarget.value })}
        miw={180}
      />
      <Select
        label={`Link type of ${name}`}
        data={KIND_OPTIONS}
        value={item.kind}
        allowDeselect={false}
        onChange={(kind) => kind && onChange({ ...item, kind: kind as LinkKind, target: FIRST[kind as LinkKind] ?? '', broken: null, href: null })}
        miw={180}
      />
      {options ? (
        <Select
          label={`Target of ${name}`}
          data={options}
          value={item.target || null}
          searchable
          nothingFoundMessage="Nothing of that name"
          allowDeselect={false}
          error={item.target ? undefined : 'Choose where it leads'}
          onChange={(target) => target && onChange({ ...item, target, broken: null, href: null })}
          miw={200}
        />
      ) : (
        <TextInput
          label={`Address of ${name}`}
          value={item.target}
          placeholder={item.kind === 'external' ? 'https://partner.example/' : '/offers/spring'}
          error={problem && item.label.trim() !== '' ? problem : undefined}
          onChange={(event) => onChange({ ...item, target: event.currentTarget.value, broken: null })}
          miw={200}
        />
      )}
      {item.broken && (
        <Badge color="red" variant="light" styles={{ label: { color: 'var(--mantine-color-red-9)', whiteSpace: 'normal' } }} style={{ flexGrow: 0 }}>
          Not shown: {item.broken}
        </Badge>
      )}
    </Group>
  );
}
