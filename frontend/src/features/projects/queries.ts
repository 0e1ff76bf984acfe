import { queryOptions } from '@tanstack/react-query';
import { ProjectsService } from '../../api/client';
import { read } from '../../api/queries';

/** Every project read sits under `all`: a stage planned, answers sent, a deliverable or a message refresh the lists and the project. */
export const projectKeys = {
  all: ['projects'] as const,
  one: (id: string) => [...projectKeys.all, 'one', id] as const,
  offer: (packageId: string) => [...projectKeys.all, 'offer', packageId] as const,
};

export const projectQueries = {
  list: (page = 1) =>
    queryOptions({
      queryKey: [...projectKeys.all, 'list', page],
      queryFn: read(() => ProjectsService.getProjects({ page, pageSize: 20 })),
    }),
  one: (id: string) => queryOptions({ queryKey: projectKeys.one(id), queryFn: read(() => ProjectsService.getProject({ id })) }),
  deliverables: (id: string) =>
    queryOptions({ queryKey: [...projectKeys.one(id), 'deliverables'], queryFn: read(() => ProjectsService.getDeliverables({ id })) }),
  reports: (id: string) => queryOptions({ queryKey: [...projectKeys.one(id), 'reports'], queryFn: read(() => ProjectsService.getProjectReports({ id })) }),
  messages: (id: string) => queryOptions({ queryKey: [...projectKeys.one(id), 'messages'], queryFn: read(() => ProjectsService.getProjectMessages({ id })) }),
  offer: (packageId: string) =>
    queryOptions({ queryKey: projectKeys.offer(packageId), queryFn: read(() => ProjectsService.getOfferPortal({ id: packageId })) }),
};
