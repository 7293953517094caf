import { Button, Select, SelectItem, Stack, TextField } from '@backoffice/ui';
import {
  addressProblems,
  addressYearsLabel,
  clearPreviousAddress,
  MAX_ADDRESS_YEARS,
  MAX_ADDRESSES,
  previousAddressNeeded,
} from '../../../model/index';
import * as shared from '../CreditApplication.css';
import * as styles from './CustomerAddressEditor.css';
import type { ApplicationAddressDetails } from '../creditApplicationTypes';

export interface CustomerAddressEditorProps {
  addresses: readonly ApplicationAddressDetails[];
  onChange: (addresses: ApplicationAddressDetails[]) => void;
  isDisabled?: boolean;
}

const yearOptions = Array.from({ length: MAX_ADDRESS_YEARS + 1 }, (_, years) => ({
  id: years,
  name: addressYearsLabel(years),
}));

const textFields = [
  ['flat', 'Flat'],
  ['house_name', 'House Name'],
  ['street_number', 'Street Number'],
  ['street', 'Street'],
  ['town', 'Town'],
  ['district', 'District'],
  ['county', 'County'],
  ['postcode', 'Postcode'],
] as const;

export function addressTitle(addressNumber: number): string {
  return addressNumber === 1 ? 'Current Address' : `Previous Address ${addressNumber - 1}`;
}

function emptyAddress(addressNumber: number): ApplicationAddressDetails {
  return {
    address_number: addressNumber,
    flat: null,
    house_name: null,
    street_number: null,
    street: '',
    town: '',
    district: null,
    county: null,
    postcode: '',
    time_years: 0,
    time_months: 0,
  };
}

/**
 * The consumer's addresses while editing: the current one and previous ones, asked for only
 * while the years recorded fall short of three. Clearing a previous address moves the later
 * one into its place.
 */
export function CustomerAddressEditor({
  addresses,
  onChange,
  isDisabled,
}: CustomerAddressEditorProps) {
  const ordered = [...addresses].sort((a, b) => a.address_number - b.address_number);
  const last = ordered.at(-1);
  const canAdd =
    last !== undefined &&
    last.address_number < MAX_ADDRESSES &&
    previousAddressNeeded(ordered, last.address_number);

  const update = (addressNumber: number, change: Partial<ApplicationAddressDetails>) =>
    onChange(
      ordered.map((address) =>
        address.address_number === addressNumber ? { ...address, ...change } : address,
      ),
    );

  return (
    <Stack gap="150">
      {ordered.map((address) => {
        const title = addressTitle(address.address_number);
        const problems = addressProblems(address);
        return (
          <fieldset key={address.address_number} className={styles.fieldset}>
            <legend className={styles.legend}>{title}</legend>
            <div className={shared.formGrid}>
              {textFields.map(([field, label]) => (
                <TextField
                  key={field}
                  label={label}
                  value={address[field] ?? ''}
                  isDisabled={isDisabled}
                  isRequired={field === 'street' || field === 'town' || field === 'postcode'}
                  maxLength={field === 'postcode' ? 15 : field === 'street_number' ? 20 : 100}
                  onChange={(value) => update(address.address_number, { [field]: value })}
                />
              ))}
              <Select
                label="Time at Address"
                items={yearOptions}
                value={address.time_years}
                isDisabled={isDisabled}
                onChange={(years) => update(address.address_number, { time_years: Number(years) })}
              >
                {(option) => <SelectItem id={option.id}>{option.name}</SelectItem>}
              </Select>
            </div>
            {problems.length > 0 ? (
              <ul className={styles.problemList} aria-label={`Problems with ${title}`}>
                {problems.map((problem) => (
                  <li key={problem.message}>{problem.message}</li>
                ))}
              </ul>
            ) : null}
            {address.address_number > 1 ? (
              <Button
                size="sm"
                variant="secondary"
                isDisabled={isDisabled}
                onPress={() => onChange(clearPreviousAddress(ordered, address.address_number))}
              >
                Clear {title}
              </Button>
            ) : null}
          </fieldset>
        );
      })}
      {canAdd ? (
        <Button
          size="sm"
          variant="secondary"
          isDisabled={isDisabled}
          onPress={() => onChange([...ordered, emptyAddress(last.address_number + 1)])}
        >
          Add {addressTitle(last.address_number + 1)}
        </Button>
      ) : null}
    </Stack>
  );
}
