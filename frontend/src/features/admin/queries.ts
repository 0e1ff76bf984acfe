import { queryOptions } from '@tanstack/react-query';
import { PanelService } from '../../api/client';
import { read } from '../../api/queries';

export const panelKeys = { all: ['panel'] as const };

export const panelQueries = {
  charts: () => queryOptions({ queryKey: [...panelKeys.all, 'charts'], queryFn: read(() => PanelService.getPanelCharts()) }),
};
