import '@mantine/charts/styles.css';
import { BarChart, DonutChart, LineChart } from '@mantine/charts';
import { Group, Paper, SimpleGrid, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import type { PanelCharts as Charts } from '../../api/client';
import { useBrand } from '../../site/use-site';
import { ORDER_STATUS, PAYMENT_STATUS } from '../orders/status';

/**
 * Colours of the marks, each at least 3:1 against the white card (WCAG 1.4.11) and told apart by
 * more than colour: the donuts' legends name every status with its count, the second line is dashed.
 */
const PAYMENT_COLOURS = { UnPaid: 'orange.9', Paid: 'teal.9', Cancelled: 'gray.7' } as const;
const ORDER_COLOURS = { Pending: 'blue.8', Delivered: 'teal.9' } as const;
const TEXT_COLOUR = 'gray.7';
const CHART_HEIGHT = 240;

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const wholeDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const usd = (amount: number) => dollars.format(amount);

/** Months and weeks are calendar days of the site's zone, already: formatted as UTC so the browser's zone moves nothing. */
function calendarFormat(locale: string, options: Intl.DateTimeFormatOptions): (day: string) => string {
  const format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
  return (day) => format.format(new Date(`${day}T00:00:00Z`));
}

function ChartCard({ title, summary, children }: { title: string; summary: string; children: React.ReactNode }) {
  const headingId = useId();
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Title order={2} size="h3" id={headingId}>
          {title}
        </Title>
        <Text size="sm" c={TEXT_COLOUR}>
          {summary}
        </Text>
        {children}
      </Stack>
    </Paper>
  );
}

/** The figures of a chart for screen readers; the drawing itself is hidden from them. */
function FiguresTable({ caption, head, rows }: { caption: string; head: string[]; rows: (string | number)[][] }) {
  return (
    <VisuallyHidden>
      {/* As wide as its one-pixel frame, lines wrapping: at its natural width it reached past a phone's screen, clipped but laid out. */}
      <Table layout="fixed" w="100%" style={{ whiteSpace: 'normal' }}>
        <caption>{caption}</caption>
        <Table.Thead>
          <Table.Tr>
            {head.map((cell) => (
              <Table.Th key={cell} scope="col">
                {cell}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(([first, ...rest]) => (
            <Table.Tr key={first}>
              <Table.Th scope="row">{first}</Table.Th>
              {rest.map((cell, index) => (
                <Table.Td key={head[index + 1]}>{cell}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </VisuallyHidden>
  );
}

function StatusDonut({ label, slices }: { label: string; slices: { name: string; value: number; color: string }[] }) {
  const total = slices.reduce((sum, slice) => sum + slice.value, 0);
  return (
    <Stack gap="xs" align="center">
      <Text fw={700} size="sm">
        {label}
      </Text>
      {/* Hidden from screen readers and out of the tab order (recharts makes the pie a tab stop): the list below says it all. */}
      <div aria-hidden="true">
        <DonutChart
          data={slices}
          size={140}
          thickness={24}
          paddingAngle={slices.filter((slice) => slice.value > 0).length > 1 ? 2 : 0}
          chartLabel={total}
          accessibilityLayer={false}
          withTooltip={false}
          pieProps={{ rootTabIndex: -1 }}
        />
      </div>
      <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {slices.map((slice) => (
          <Group key={slice.name} gap="xs" component="li" wrap="nowrap">
            <span
              aria-hidden="true"
              style={{ width: 12, height: 12, borderRadius: 2, flex: 'none', background: `var(--mantine-color-${slice.color.replace('.', '-')})` }}
            />
            <Text size="sm">
              {slice.name}: {slice.value}
            </Text>
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}

/** The panel's charts: revenue per month, orders by payment and order status, messages and confirmed subscribers per week. */
export function PanelCharts({ charts }: { charts: Charts }) {
  const locale = useBrand().locale || 'en';
  const shortMonth = calendarFormat(locale, { month: 'short', year: '2-digit' });
  const longMonth = calendarFormat(locale, { month: 'long', year: 'numeric' });
  const shortDay = calendarFormat(locale, { month: 'short', day: 'numeric' });
  const longDay = calendarFormat(locale, { dateStyle: 'medium' });

  const revenue = charts.revenue.map((month) => ({ ...month, label: shortMonth(`${month.month}-01`) }));
  const yearTotal = charts.revenue.reduce((sum, month) => sum + month.amount, 0);
  const yearOrders = charts.revenue.reduce((sum, month) => sum + month.orders, 0);
  const thisMonth = charts.revenue[charts.revenue.length - 1];
  const weeks = charts.weeks.map((week) => ({ ...week, label: shortDay(week.week) }));
  const weekMessages = charts.weeks.reduce((sum, week) => sum + week.messages, 0);
  const weekSubscribers = charts.weeks.reduce((sum, week) => sum + week.subscribers, 0);
  const zone = charts.timeZone.replaceAll('_', ' ');

  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <ChartCard
          title="Revenue per month"
          summary={`${usd(yearTotal)} from ${yearOrders} paid orders in the last 12 months; ${usd(thisMonth.amount)} this month. Months in ${zone} time, by the date of payment.`}
        >
          <div aria-hidden="true">
            <BarChart
              h={CHART_HEIGHT}
              data={revenue}
              dataKey="label"
              series={[{ name: 'amount', label: 'Revenue', color: 'brand.8' }]}
              valueFormatter={(amount) => wholeDollars.format(amount)}
              textColor={TEXT_COLOUR}
              accessibilityLayer={false}
              yAxisProps={{ width: 64 }}
            />
          </div>
          <FiguresTable
            caption="Revenue per month, by the month orders were paid in"
            head={['Month', 'Paid orders', 'Revenue']}
            rows={charts.revenue.map((month) => [longMonth(`${month.month}-01`), month.orders, usd(month.amount)])}
          />
        </ChartCard>

        <ChartCard title="Orders by status" summary="Every order, by payment status and by order status.">
          <SimpleGrid cols={2}>
            <StatusDonut
              label="Payment"
              slices={charts.paymentStatuses.map(({ status, orders }) => ({
                name: PAYMENT_STATUS[status].label,
                value: orders,
                color: PAYMENT_COLOURS[status],
              }))}
            />
            <StatusDonut
              label="Order"
              slices={charts.orderStatuses.map(({ status, orders }) => ({ name: ORDER_STATUS[status].label, value: orders, color: ORDER_COLOURS[status] }))}
            />
          </SimpleGrid>
        </ChartCard>
      </SimpleGrid>

      <ChartCard
        title="Messages and subscribers per week"
        summary={`${weekMessages} messages received and ${weekSubscribers} subscribers confirmed in the last 12 weeks; weeks from Monday, ${zone} time.`}
      >
        <div aria-hidden="true">
          <LineChart
            h={CHART_HEIGHT}
            data={weeks}
            dataKey="label"
            series={[
              { name: 'messages', label: 'Messages', color: 'brand.8' },
              { name: 'subscribers', label: 'Confirmed subscribers (dashed)', color: 'orange.9', strokeDasharray: '6 4' },
            ]}
            withLegend
            textColor={TEXT_COLOUR}
            accessibilityLayer={false}
            yAxisProps={{ allowDecimals: false }}
          />
        </div>
        <FiguresTable
          caption="Messages received and subscribers confirmed per week"
          head={['Week of', 'Messages', 'Confirmed subscribers']}
          rows={charts.weeks.map((week) => [longDay(week.week), week.messages, week.subscribers])}
        />
      </ChartCard>
    </Stack>
  );
}
