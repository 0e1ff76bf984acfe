import { Button, Group, Input, Modal, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useId, useState } from 'react';
import type { CallToActionAttrs } from './call-to-action';
import { isSafeHref } from './links';
import { RICH_TEXT_EDITOR_TEXTS as T } from './texts';

/** The dialog that writes a call to action: its text, where it leads and its style. */
export function CallToActionDialog({
  initial,
  onSave,
  onClose,
}: {
  initial: CallToActionAttrs & { editing: boolean };
  onSave: (attrs: CallToActionAttrs) => void;
  onClose: () => void;
}) {
  const [attrs, setAttrs] = useState<CallToActionAttrs>({ text: initial.text, href: initial.href, variant: initial.variant });
  const [tried, setTried] = useState(false);
  const variantId = useId();
  const text = attrs.text.trim();
  const textError = !text || text.length > 120 ? T.ctaTextRequired : undefined;
  const hrefError = isSafeHref(attrs.href) ? undefined : T.ctaHrefInvalid;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!textError && !hrefError) onSave({ ...attrs, text, href: attrs.href.trim() });
  };
  return (
    <Modal opened onClose={onClose} title={T.ctaDialog} closeButtonProps={{ 'aria-label': T.cancel }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={T.ctaText}
            description={T.ctaTextHelp}
            required
            maxLength={120}
            value={attrs.text}
            onChange={(event) => setAttrs({ ...attrs, text: event.currentTarget.value })}
            error={tried && textError}
            data-autofocus
          />
          <TextInput
            label={T.ctaHref}
            description={T.ctaHrefHelp}
            required
            placeholder="/contact-us"
            value={attrs.href}
            onChange={(event) => setAttrs({ ...attrs, href: event.currentTarget.value })}
            error={tried && hrefError}
          />
          <Input.Wrapper label={T.ctaVariant} labelElement="div" id={variantId}>
            <SegmentedControl
              fullWidth
              value={attrs.variant}
              onChange={(variant) => setAttrs({ ...attrs, variant: variant === 'secondary' ? 'secondary' : 'primary' })}
              data={[
                { value: 'primary', label: T.ctaPrimary },
                { value: 'secondary', label: T.ctaSecondary },
              ]}
            />
          </Input.Wrapper>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {T.cancel}
            </Button>
            <Button type="submit">{initial.editing ? T.save : T.insert}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
