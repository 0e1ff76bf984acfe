import { Alert, Button, Container, Grid, Image, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { errorMessage, MessagesService } from '../../../api/client';
import { useSite } from '../../../site/use-site';
import { TEXTS } from '../../../texts';

const EMPTY = { name: '', email: '', subject: '', message: '' };

/** The free SEO analysis request; its messages arrive UnRead in the admin's Messages. */
export function ContactSection() {
  const contacts = useSite().contacts ?? [];
  const [values, setValues] = useState(EMPTY);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (field: keyof typeof EMPTY) => (event: { currentTarget: { value: string } }) => setValues({ ...values, [field]: event.currentTarget.value });

  async function send(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const answer = await MessagesService.addMessage({ ...values, messageStatus: 'UnRead' });
      setResult({ ok: true, text: answer.message ?? TEXTS.messageSent });
      setValues(EMPTY);
    } catch (error) {
      setResult({ ok: false, text: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section id="contact-sec" aria-labelledby="contact-heading">
      <Container size="lg" py={72}>
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack>
              <Text tt="uppercase" fw={700} c="rankwell.8" size="sm">
                {TEXTS.contactSubtitle}
              </Text>
              <Title id="contact-heading" order={2}>
                {TEXTS.contactHeading}
              </Title>
              {contacts.map((contact) => (
                <Stack key={contact._id} gap={2}>
                  <Stack gap={0} style={{ flexDirection: 'row', alignItems: 'center', gap: 12 }}>
                    {contact.contactImg && <Image src={contact.contactImg} alt="" width={32} height={32} w={32} h={32} loading="lazy" />}
                    <div>
                      <Text fw={700}>{contact.contactTitle}</Text>
                      <Text c="gray.7" size="sm">
                        {contact.contactDetails}
                      </Text>
                    </div>
                  </Stack>
                </Stack>
              ))}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <form onSubmit={send} aria-label="Free SEO analysis">
              <Stack>
                <input type="hidden" name="messageStatus" value="UnRead" />
                <Grid>
                  <Grid.Col span={{ base: 12, sm: 6 }}>
                    <TextInput label="Name" name="name" placeholder="Your name *" required maxLength={100} value={values.name} onChange={set('name')} />
                  </Grid.Col>
                  <Grid.Col span={{ base: 12, sm: 6 }}>
                    <TextInput
                      label="Email"
                      name="email"
                      type="email"
                      placeholder="Your e-mail *"
                      required
                      maxLength={254}
                      value={values.email}
                      onChange={set('email')}
                    />
                  </Grid.Col>
                </Grid>
                <TextInput label="Subject" name="subject" placeholder="Subject *" required maxLength={200} value={values.subject} onChange={set('subject')} />
                <Textarea
                  label="Message"
                  name="message"
                  placeholder="Your website and what you would like to improve *"
                  required
                  maxLength={5000}
                  minRows={5}
                  autosize
                  value={values.message}
                  onChange={set('message')}
                />
                {result && (
                  <Alert color={result.ok ? 'teal' : 'red'} role={result.ok ? 'status' : 'alert'}>
                    {result.text}
                  </Alert>
                )}
                <Button type="submit" loading={busy} size="md" w="fit-content">
                  {TEXTS.sendNow}
                </Button>
              </Stack>
            </form>
          </Grid.Col>
        </Grid>
      </Container>
    </section>
  );
}
