import { describe, expect, it } from 'vitest';
import {
  addBaseGroupsRefusal,
  addPermissionRefusal,
  createGroupRefusal,
  diagnoseRetailer,
  productHealth,
  removePermissionRefusal,
  retailerInOrder,
  type RetailerHealthFacts,
} from './retailerHealth';

const healthy: RetailerHealthFacts = {
  rules: [
    { reference: 'R10', products: [{ code: 'ISIF12', interestProduct: false }] },
    { reference: 'R2', products: [{ code: 'IS-9.9-24', interestProduct: true }] },
  ],
  rateCardCodes: ['ISIF12', 'IS-9.9-24'],
  permittedCodes: ['ISIF12', 'IS-9.9-24'],
  admins: [
    { username: 'ann', baseGroup: 'Retailer Admin', groupName: 'Managers', inAdminGroup: true },
  ],
  groups: [
    { name: 'Managers', permissions: ['200:4', '201:13'] },
    { name: 'Sales', permissions: ['200:4'] },
  ],
};

const facts = (changes: Partial<RetailerHealthFacts>): RetailerHealthFacts => ({
  ...healthy,
  ...changes,
});

describe('diagnoseRetailer', () => {
  it('orders the rules by Reference, numbers by value', () => {
    const diagnosis = diagnoseRetailer(healthy);
    expect(diagnosis.RateCardProducts.DecisionPolicy.map((rule) => rule.Reference)).toEqual([
      'R2',
      'R10',
    ]);
    expect(diagnosis.RateCardProducts.DecisionPolicy[0]!.Products[0]).toEqual({
      Code: 'IS-9.9-24',
      RateCard: true,
      Permission: true,
      InterestProduct: true,
    });
    expect(retailerInOrder(diagnosis)).toBe(true);
  });

  it('marks a product missing from the rate card red and one without permission orange', () => {
    const diagnosis = diagnoseRetailer(
      facts({ rateCardCodes: ['ISIF12'], permittedCodes: ['IS-9.9-24'] }),
    );
    const [r2, r10] = diagnosis.RateCardProducts.DecisionPolicy;
    expect(productHealth(r2!.Products[0]!)).toBe('red');
    expect(productHealth(r10!.Products[0]!)).toBe('orange');
    expect(retailerInOrder(diagnosis)).toBe(false);
  });

  it('shows No Data for a product line without a code', () => {
    const diagnosis = diagnoseRetailer(
      facts({ rules: [{ reference: 'R1', products: [{ code: null, interestProduct: false }] }] }),
    );
    const product = diagnosis.RateCardProducts.DecisionPolicy[0]!.Products[0]!;
    expect(product).toEqual({
      Code: null,
      RateCard: false,
      Permission: false,
      InterestProduct: false,
    });
    expect(productHealth(product)).toBe('no-data');
  });

  it('lists rate card and permitted products the policy does not use, with their permission', () => {
    const diagnosis = diagnoseRetailer(
      facts({
        rateCardCodes: ['ISIF12', 'IS-9.9-24', 'ONIF12'],
        permittedCodes: ['ISIF12', 'IS-9.9-24', 'IH-14.9-60'],
      }),
    );
    expect(diagnosis.RateCardProducts.Unused).toEqual([
      { Code: 'IH-14.9-60', Permission: true },
      { Code: 'ONIF12', Permission: false },
    ]);
  });

  it('checks each admin for the admin base group and the admin group', () => {
    const diagnosis = diagnoseRetailer(
      facts({
        admins: [
          { username: 'bob', baseGroup: null, groupName: 'Managers', inAdminGroup: true },
          {
            username: 'ann',
            baseGroup: 'Retailer Admin',
            groupName: 'Managers',
            inAdminGroup: false,
          },
          {
            username: 'cat',
            baseGroup: 'Retailer Admin',
            groupName: 'Managers',
            inAdminGroup: true,
          },
        ],
      }),
    );
    expect(diagnosis.Users).toEqual([
      { Username: 'ann', RetailerBaseGroup: true, RetailerGroup: false },
      { Username: 'bob', RetailerBaseGroup: false, RetailerGroup: true },
      { Username: 'cat', RetailerBaseGroup: true, RetailerGroup: true },
    ]);
  });

  it('flags a basic group that is missing or lacks a permission', () => {
    const diagnosis = diagnoseRetailer(
      facts({ groups: [{ name: 'Managers', permissions: ['200:4'] }] }),
    );
    expect(diagnosis.BackofficeGroups).toEqual([
      { Name: 'Managers', Permission: false },
      { Name: 'Sales', Permission: false },
    ]);
  });
});

describe('fix refusals', () => {
  it('adds a permission only to a policy product on the rate card without one', () => {
    const diagnosis = diagnoseRetailer(facts({ rateCardCodes: ['ISIF12'], permittedCodes: [] }));
    expect(addPermissionRefusal(diagnosis, 'ISIF12')).toBeNull();
    expect(addPermissionRefusal(diagnosis, 'IS-9.9-24')).toEqual({
      kind: 'conflict',
      message: "Product IS-9.9-24 is not on the merchant's rate card.",
    });
    expect(addPermissionRefusal(diagnosis, 'ONIF12')?.kind).toBe('conflict');
    expect(addPermissionRefusal(diagnoseRetailer(healthy), 'ISIF12')?.message).toBe(
      'Product ISIF12 is already enabled for the merchant.',
    );
  });

  it('removes only a permission the policy does not use', () => {
    const diagnosis = diagnoseRetailer(
      facts({ permittedCodes: ['ISIF12', 'IS-9.9-24', 'ONIF12'] }),
    );
    expect(removePermissionRefusal(diagnosis, 'ONIF12')).toBeNull();
    expect(removePermissionRefusal(diagnosis, 'ISIF12')?.kind).toBe('conflict');
    expect(removePermissionRefusal(diagnosis, 'IH-14.9-60')?.kind).toBe('not-found');
  });

  it('adds base groups to an admin missing one, once the admin group is in order', () => {
    const admins = [
      { username: 'bob', baseGroup: null, groupName: null, inAdminGroup: false },
    ] satisfies RetailerHealthFacts['admins'];
    expect(addBaseGroupsRefusal(diagnoseRetailer(facts({ admins })), 'bob')).toBeNull();
    expect(addBaseGroupsRefusal(diagnoseRetailer(facts({ admins })), 'nobody')?.kind).toBe(
      'invalid',
    );
    expect(addBaseGroupsRefusal(diagnoseRetailer(healthy), 'ann')?.kind).toBe('conflict');
    expect(
      addBaseGroupsRefusal(diagnoseRetailer(facts({ admins, groups: [] })), 'bob')?.message,
    ).toBe('Create the Managers group before adding base groups.');
  });

  it('creates only a basic group that is not in order', () => {
    const diagnosis = diagnoseRetailer(facts({ groups: [] }));
    expect(createGroupRefusal(diagnosis, 'Sales')).toBeNull();
    expect(createGroupRefusal(diagnosis, 'Cleaners')?.kind).toBe('invalid');
    expect(createGroupRefusal(diagnoseRetailer(healthy), 'Sales')?.kind).toBe('conflict');
  });
});
