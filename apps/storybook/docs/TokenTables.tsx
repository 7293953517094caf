import {
  breakpoints,
  Heading,
  SimpleTable,
  Stack,
  ThemeProvider,
  tokens,
  vars,
  type SimpleTableColumn,
} from '@backoffice/ui';

type Entry = readonly [name: string, value: string | number];
interface Scale {
  readonly [name: string]: string | number | Scale;
}

/** A scale's entries, nested groups (size.dialog.md) named by their path. */
const entriesOf = (scale: Scale, prefix = ''): Entry[] =>
  Object.entries(scale).flatMap(([name, value]) =>
    typeof value === 'object'
      ? entriesOf(value, `${prefix}${name}.`)
      : [[`${prefix}${name}`, value] as const],
  );

const nameAndValue: readonly SimpleTableColumn<Entry>[] = [
  { name: 'Name', render: ([name]) => <code>{name}</code>, isRowHeader: true },
  { name: 'Value', render: ([, value]) => value },
];

const swatchAndValue: readonly SimpleTableColumn<Entry>[] = [
  ...nameAndValue,
  {
    name: 'Swatch',
    render: ([, value]) => (
      <span
        aria-hidden
        style={{
          display: 'inline-block',
          inlineSize: vars.space['400'],
          blockSize: vars.space['200'],
          background: String(value),
          border: `1px solid ${vars.color.border.strong}`,
        }}
      />
    ),
  },
];

function ScaleTable({
  title,
  scale,
  columns = nameAndValue,
  isSortedBySize = false,
}: {
  title: string;
  scale: Scale;
  columns?: readonly SimpleTableColumn<Entry>[];
  isSortedBySize?: boolean;
}) {
  const rows = entriesOf(scale);
  if (isSortedBySize) rows.sort(([, a], [, b]) => parseFloat(String(a)) - parseFloat(String(b)));
  return (
    <Stack gap="100">
      <Heading level={3}>{title}</Heading>
      <SimpleTable aria-label={title} columns={columns} rows={rows} rowKey={([name]) => name} />
    </Stack>
  );
}

/** The raw scales read from the code, so the docs page never goes stale. */
export function TokenTables() {
  return (
    <ThemeProvider theme="light">
      <Stack gap="300">
        {/* Its names are numbers, which an object lists before '025'; list it by size instead. */}
        <ScaleTable title="Space: vars.space" scale={tokens.space} isSortedBySize />
        <ScaleTable title="Sizes: vars.size" scale={tokens.size} />
        <ScaleTable
          title="Breakpoints in px: mediaUpTo, mediaAbove, containerUpTo"
          scale={breakpoints}
        />
        <ScaleTable
          title="Palette: the themes map it onto vars.color"
          scale={tokens.palette}
          columns={swatchAndValue}
        />
      </Stack>
    </ThemeProvider>
  );
}
