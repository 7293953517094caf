import {
  Alert,
  Button,
  EmptyState,
  Heading,
  Inline,
  Spinner,
  Stack,
  Tabs,
  Text,
} from '@backoffice/ui';
import type { ReactNode } from 'react';
import {
  productHealth,
  productHealthText,
  retailerHealthFixLabel,
  sameRetailerHealthFix,
  unusedProductText,
  userInOrder,
  type ProductHealth,
  type RetailerDiagnosis,
  type RetailerHealthFixRequest,
} from '../../../model/retailerHealth';
import { code, dot, line, list } from './RetailerHealthChecker.css';

export interface RetailerHealthCheckerProps {
  /** The diagnosis; undefined until it arrives (loading). */
  diagnosis: RetailerDiagnosis | undefined;
  isLoading?: boolean;
  /** Why the diagnosis could not be read. */
  error?: string | null;
  onRetry?: () => void;
  /** Applies a fix; the page reloads the diagnosis after it. */
  onFix: (fix: RetailerHealthFixRequest) => void;
  /** The fix being applied: its button shows progress and the others wait. */
  pendingFix?: RetailerHealthFixRequest | null;
  /** The fix that failed last, with the server's message. */
  fixError?: { fix: RetailerHealthFixRequest; message: string } | null;
  className?: string;
}

/** The symbol in each dot: its shape tells the status where the dot's colour is not seen. */
const healthSymbol: Record<ProductHealth, string> = {
  red: '✕',
  orange: '!',
  green: '✓',
  'no-data': '?',
};

function StatusDot({ health, children }: { health: ProductHealth; children: ReactNode }) {
  return (
    <Inline gap="100" align="center">
      <span className={dot[health]} aria-hidden="true">
        {healthSymbol[health]}
      </span>
      {children}
    </Inline>
  );
}

interface FixButtonProps {
  fix: RetailerHealthFixRequest;
  pendingFix: RetailerHealthFixRequest | null;
  onFix: (fix: RetailerHealthFixRequest) => void;
  children: ReactNode;
}

/** A fix's button, named with what it applies to; it shows progress while its fix runs. */
function FixButton({ fix, pendingFix, onFix, children }: FixButtonProps) {
  const isPending = sameRetailerHealthFix(pendingFix, fix);
  return (
    <Button
      size="sm"
      variant="secondary"
      aria-label={retailerHealthFixLabel(fix)}
      isPending={isPending}
      isDisabled={!!pendingFix && !isPending}
      onPress={() => onFix(fix)}
    >
      {children}
    </Button>
  );
}

interface LineProps {
  health: ProductHealth;
  name: ReactNode;
  text: string;
  fix?: RetailerHealthFixRequest;
  fixText?: string;
  pendingFix: RetailerHealthFixRequest | null;
  onFix: (fix: RetailerHealthFixRequest) => void;
}

function HealthLine({ health, name, text, fix, fixText, pendingFix, onFix }: LineProps) {
  return (
    <li className={line}>
      <Inline gap="200" justify="spaceBetween" align="center">
        <StatusDot health={health}>
          {name}
          <Text tone="muted">{text}</Text>
        </StatusDot>
        {fix ? (
          <FixButton fix={fix} pendingFix={pendingFix} onFix={onFix}>
            {fixText}
          </FixButton>
        ) : null}
      </Inline>
    </li>
  );
}

const codeText = (value: string) => <span className={code}>{value}</span>;

/**
 * The Retailer Health Checker (merchants.md): the Products tab lists the decision policy's rules
 * by Reference with a status dot per product and the unused products; the Permissions tab lists
 * the admins and the retailer basic groups. Every problem offers its fix.
 */
export function RetailerHealthChecker({
  diagnosis,
  isLoading = false,
  error = null,
  onRetry,
  onFix,
  pendingFix = null,
  fixError = null,
  className,
}: RetailerHealthCheckerProps) {
  if (error) {
    return (
      <Alert tone="critical" title="The retailer health could not be loaded.">
        {error}{' '}
        {onRetry ? (
          <Button size="sm" variant="tertiary" onPress={onRetry}>
            Try again
          </Button>
        ) : null}
      </Alert>
    );
  }
  if (isLoading || !diagnosis) return <Spinner aria-label="Loading the retailer health" />;

  const lineProps = { pendingFix, onFix };
  const { DecisionPolicy: rules, Unused: unused } = diagnosis.RateCardProducts;
  const products = (
    <Stack gap="300">
      {rules.length === 0 ? (
        <EmptyState title="The merchant's decision policy has no rules." />
      ) : (
        rules.map((rule) => (
          <section key={rule.Reference} aria-label={rule.Reference}>
            <Heading level={3}>{rule.Reference}</Heading>
            <ul className={list}>
              {rule.Products.map((product, index) => {
                const health = productHealth(product);
                return (
                  <HealthLine
                    key={`${product.Code ?? 'no-data'}-${index}`}
                    {...lineProps}
                    health={health}
                    name={product.Code === null ? null : codeText(product.Code)}
                    text={productHealthText[health]}
                    {...(health === 'orange' && product.Code !== null
                      ? {
                          fix: { kind: 'add-permission', productCode: product.Code },
                          fixText: 'Add permission',
                        }
                      : {})}
                  />
                );
              })}
            </ul>
          </section>
        ))
      )}
      <section aria-label="Unused Products">
        <Heading level={3}>Unused Products</Heading>
        {unused.length === 0 ? (
          <Text tone="muted">No unused products.</Text>
        ) : (
          <ul className={list}>
            {unused.map((product) => (
              <li key={product.Code} className={line}>
                <Inline gap="200" justify="spaceBetween" align="center">
                  <Inline gap="100" align="center">
                    <Text tone={product.Permission ? 'caution' : 'positive'} aria-hidden="true">
                      {product.Permission ? '⚠' : '✓'}
                    </Text>
                    {codeText(product.Code)}
                    <Text tone="muted">
                      {product.Permission
                        ? unusedProductText.enabled
                        : unusedProductText.notEnabled}
                    </Text>
                  </Inline>
                  {product.Permission ? (
                    <FixButton
                      fix={{ kind: 'remove-permission', productCode: product.Code }}
                      pendingFix={pendingFix}
                      onFix={onFix}
                    >
                      Remove permission
                    </FixButton>
                  ) : null}
                </Inline>
              </li>
            ))}
          </ul>
        )}
      </section>
    </Stack>
  );

  const permissions = (
    <Stack gap="300">
      <section aria-label="Admins">
        <Heading level={3}>Admins</Heading>
        {diagnosis.Users.length === 0 ? (
          <Text tone="muted">The merchant has no admin users.</Text>
        ) : (
          <ul className={list}>
            {diagnosis.Users.map((user) => (
              <HealthLine
                key={user.Username}
                {...lineProps}
                health={userInOrder(user) ? 'green' : 'red'}
                name={<Text>{user.Username}</Text>}
                text={userInOrder(user) ? 'Base groups in place' : 'Base groups missing'}
                {...(userInOrder(user)
                  ? {}
                  : {
                      fix: { kind: 'add-base-groups', username: user.Username },
                      fixText: 'Add base groups',
                    })}
              />
            ))}
          </ul>
        )}
      </section>
      <section aria-label="Retailer Basic Groups">
        <Heading level={3}>Retailer Basic Groups</Heading>
        <ul className={list}>
          {diagnosis.BackofficeGroups.map((group) => (
            <HealthLine
              key={group.Name}
              {...lineProps}
              health={group.Permission ? 'green' : 'red'}
              name={<Text>{group.Name}</Text>}
              text={group.Permission ? 'Permission in place' : 'No Permission'}
              {...(group.Permission
                ? {}
                : { fix: { kind: 'create-group', name: group.Name }, fixText: 'Create Group' })}
            />
          ))}
        </ul>
      </section>
    </Stack>
  );

  return (
    <Stack gap="300" className={className}>
      {fixError ? (
        <Alert tone="critical" title={`${retailerHealthFixLabel(fixError.fix)} failed.`}>
          {fixError.message}
        </Alert>
      ) : null}
      <Tabs
        aria-label="Retailer health"
        items={[
          { id: 'products', label: 'Products', content: products },
          { id: 'permissions', label: 'Permissions', content: permissions },
        ]}
      />
    </Stack>
  );
}
