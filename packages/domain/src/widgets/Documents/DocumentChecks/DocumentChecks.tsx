import { Badge, Card } from '@backoffice/ui';
import type { TemplateCheck } from '../../../model/documents';
import { allClear, checkItem, checkList } from './DocumentChecks.css';

export interface DocumentChecksProps {
  checks: readonly TemplateCheck[];
  /** Heading level of the panel's title, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/**
 * The check panel shown before publishing: text typed to look like a variable, variables the
 * document type expects but the text does not use, empty sections and table rows.
 */
export function DocumentChecks({ checks, headingLevel = 2, className }: DocumentChecksProps) {
  const problems = checks.filter((check) => check.severity === 'error').length;
  return (
    <Card title="Checks" headingLevel={headingLevel} className={className}>
      {checks.length === 0 ? (
        <p className={allClear}>No problems found.</p>
      ) : (
        <ul
          className={checkList}
          aria-label={`${checks.length} ${checks.length === 1 ? 'finding' : 'findings'}, ${problems} to fix`}
        >
          {checks.map((check) => (
            <li key={check.message} className={checkItem}>
              <Badge tone={check.severity === 'error' ? 'critical' : 'caution'}>
                {check.severity === 'error' ? 'Fix' : 'Check'}
              </Badge>
              <span>{check.message}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
