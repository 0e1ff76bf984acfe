import { Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { fillIn } from '../../site/fill-in';
import { useSiteTexts } from '../../site/use-site';
import { AnchorLink } from '../../ui/links';
import { CustomerLayout } from '../customer/CustomerLayout';
import { Deliverables } from './Deliverables';
import { OnboardingForm } from './OnboardingForm';
import { projectQueries } from './queries';
import { SiteReports } from './SiteReports';
import { StageList } from './StageList';
import { Thread } from './Thread';

const route = getRouteApi('/_signedIn/projects/$id');

/** The client's project: its stages with their dates, the stage under way, and the onboarding questions to answer. */
export function ProjectPage() {
  const { id } = route.useParams();
  const texts = useSiteTexts();
  const project = useQuery(projectQueries.one(id));
  const back = (
    <AnchorLink to="/dashboard" size="sm">
      {texts.backToDashboard}
    </AnchorLink>
  );
  if (project.isPending) return <CustomerLayout title={texts.projectsHeading}>{texts.projectLoading}</CustomerLayout>;
  if (!project.data) {
    return (
      <CustomerLayout title={texts.projectsHeading}>
        <Stack align="flex-start">
          <Text role="alert">{texts.projectNotFound}</Text>
          {back}
        </Stack>
      </CustomerLayout>
    );
  }
  const data = project.data;
  return (
    <CustomerLayout title={data.packageName}>
      <Stack gap="xl">
        {back}
        <Paper withBorder p="lg">
          <Title order={2} size="h3" mb="sm">
            {texts.projectStagesHeading}
          </Title>
          <StageList
            stages={data.stages}
            current={data.currentStage}
            words={{
              current: texts.projectCurrent,
              from: (date) => fillIn(texts.projectFrom, { date }),
              until: (date) => fillIn(texts.projectUntil, { date }),
            }}
          />
        </Paper>
        <SiteReports projectId={data._id} />
        <Deliverables projectId={data._id} />
        <OnboardingForm project={data} />
        <Thread
          projectId={data._id}
          words={{
            heading: texts.messagesHeading,
            none: texts.messagesNone,
            label: texts.messageLabel,
            send: texts.messageSend,
            sent: texts.messageSend,
            attach: texts.messageAttach,
            attachRule: texts.messageAttachRule,
            attachment: (fileName, size) => fillIn(texts.messageAttachment, { file: fileName, size }),
            author: (fromAgency) => (fromAgency ? texts.messageFromAgency : texts.messageFromYou),
          }}
        />
      </Stack>
    </CustomerLayout>
  );
}
