import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { Navigate, Outlet, useHref, useNavigate, type RouteObject } from 'react-router-dom';
import { CreditApplicationCrumb } from './creditApplications/CreditApplicationCrumb';
import { CreditPolicyCrumb } from './creditPolicies/CreditPolicyCrumb';
import { MerchantCrumb } from './merchants/MerchantCrumb';
import { DocumentCrumb, DocumentVersionCrumb } from './documents/DocumentCrumb';
import { ResetRequestPage } from './pages/ResetRequestPage';
import { ModuleCrumb } from './creditPolicyModules/ModuleCrumb';
import { RateCardCrumb } from './rateCards/RateCardCrumb';
import { RouteGuard } from './session/RouteGuard';
import { GroupCrumb } from './userManagement/GroupCrumb';
import { SettlementHistoryCrumb } from './settlements/SettlementHistoryCrumb';
import { RetailerHealthCrumb } from './tools/RetailerHealthCrumb';
import { WatchListCrumb } from './watchList/WatchListCrumb';

/** Lets react-aria links and menu items navigate through the router. */
function AriaRouting() {
  const navigate = useNavigate();
  return (
    <AriaRouterProvider navigate={(to) => void navigate(to)} useHref={useHref}>
      <Outlet />
    </AriaRouterProvider>
  );
}

/**
 * Only routes whose features exist are declared; every other path falls to the catch-all and
 * leads home, as the specification does for unknown paths.
 */
export const routes: RouteObject[] = [
  {
    element: <AriaRouting />,
    children: [
      {
        element: <RouteGuard />,
        children: [
          { path: 'reset-password/', element: <ResetRequestPage /> },
          {
            path: 'reset-password/:token/',
            lazy: () =>
              import('./pages/PasswordSetPage').then(({ PasswordSetPage }) => ({
                element: <PasswordSetPage mode="reset" />,
              })),
          },
          {
            path: 'password-creation/:token/',
            lazy: () =>
              import('./pages/PasswordSetPage').then(({ PasswordSetPage }) => ({
                element: <PasswordSetPage mode="creation" />,
              })),
          },
          {
            // The shell loads after sign-in, so the sign-in screen stays small.
            lazy: () => import('./shell/Shell').then(({ Shell }) => ({ Component: Shell })),
            children: [
              {
                index: true,
                lazy: () =>
                  import('./dashboard/DashboardPage').then(({ DashboardPage }) => ({
                    Component: DashboardPage,
                  })),
              },
              {
                path: 'user-management',
                handle: { crumb: 'Users and Groups' },
                lazy: () =>
                  import('./userManagement/UserManagementLayout').then(
                    ({ UserManagementLayout }) => ({ Component: UserManagementLayout }),
                  ),
                children: [
                  { index: true, element: <Navigate to="/user-management/users/" replace /> },
                  {
                    path: 'users/',
                    handle: { crumb: 'Users' },
                    lazy: () =>
                      import('./userManagement/UsersPage').then(({ UsersPage }) => ({
                        Component: UsersPage,
                      })),
                  },
                  {
                    // The detail is a child so that its breadcrumb reads Groups › {group name}.
                    path: 'groups/',
                    handle: { crumb: 'Groups' },
                    children: [
                      {
                        index: true,
                        lazy: () =>
                          import('./userManagement/GroupsPage').then(({ GroupsPage }) => ({
                            Component: GroupsPage,
                          })),
                      },
                      {
                        path: ':groupId/',
                        handle: { crumb: <GroupCrumb /> },
                        lazy: () =>
                          import('./userManagement/GroupDetailPage').then(
                            ({ GroupDetailPage }) => ({ Component: GroupDetailPage }),
                          ),
                      },
                    ],
                  },
                ],
              },
              {
                // The detail ('credit-app/{id}/') is a child, so its breadcrumb follows this one.
                path: 'credit-app/',
                handle: { crumb: 'Credit Applications' },
                children: [
                  {
                    index: true,
                    lazy: () =>
                      import('./creditApplications/CreditApplicationsPage').then(
                        ({ CreditApplicationsPage }) => ({ Component: CreditApplicationsPage }),
                      ),
                  },
                  {
                    path: ':creditAppId/',
                    handle: { crumb: <CreditApplicationCrumb /> },
                    lazy: () =>
                      import('./creditApplications/CreditApplicationPage').then(
                        ({ CreditApplicationPage }) => ({ Component: CreditApplicationPage }),
                      ),
                  },
                ],
              },
              {
                // The detail ('watch-list/{id}/') is a child, so its breadcrumb follows this one.
                path: 'watch-list/',
                handle: { crumb: 'Watch Lists' },
                children: [
                  {
                    index: true,
                    lazy: () =>
                      import('./watchList/WatchListPage').then(({ WatchListPage }) => ({
                        Component: WatchListPage,
                      })),
                  },
                  {
                    path: ':watchListId/',
                    handle: { crumb: <WatchListCrumb /> },
                    lazy: () =>
                      import('./watchList/WatchListDetailPage').then(({ WatchListDetailPage }) => ({
                        Component: WatchListDetailPage,
                      })),
                  },
                ],
              },
              {
                // The detail ('rate-cards/{id}/') is a child, so its breadcrumb follows this one.
                path: 'rate-cards/',
                handle: { crumb: 'Rate Cards' },
                children: [
                  {
                    index: true,
                    lazy: () =>
                      import('./rateCards/RateCardsPage').then(({ RateCardsPage }) => ({
                        Component: RateCardsPage,
                      })),
                  },
                  {
                    path: ':rateCardId/',
                    handle: { crumb: <RateCardCrumb /> },
                    lazy: () =>
                      import('./rateCards/RateCardPage').then(({ RateCardPage }) => ({
                        Component: RateCardPage,
                      })),
                  },
                ],
              },
              {
                // The detail ('merchants/{id}/') is a child, so its breadcrumb follows this one.
                path: 'merchants/',
                handle: { crumb: 'Merchants' },
                children: [
                  {
                    index: true,
                    lazy: () =>
                      import('./merchants/MerchantsPage').then(({ MerchantsPage }) => ({
                        element: <MerchantsPage kind="merchants" />,
                      })),
                  },
                  {
                    path: ':retailerId/',
                    handle: { crumb: <MerchantCrumb /> },
                    lazy: () =>
                      import('./merchants/MerchantDetailPage').then(({ MerchantDetailPage }) => ({
                        element: <MerchantDetailPage kind="merchants" />,
                      })),
                  },
                  {
                    // A merchant's rate card of one type; the merchant detail links its types here.
                    path: ':retailerId/ratecards/:typeId/',
                    handle: { crumb: 'Merchant Rate Card' },
                    lazy: () =>
                      import('./rateCards/MerchantRateCardPage').then(
                        ({ MerchantRateCardPage }) => ({
                          Component: MerchantRateCardPage,
                        }),
                      ),
                  },
                ],
              },
              {
                // The detail ('merchant-applications/{id}/') is a child, so its breadcrumb follows this one.
                path: 'merchant-applications/',
                handle: { crumb: 'New Merchants' },
                children: [
                  {
                    index: true,
                    lazy: () =>
                      import('./merchants/MerchantsPage').then(({ MerchantsPage }) => ({
                        element: <MerchantsPage kind="merchant-applications" />,
                      })),
                  },
                  {
                    path: ':retailerId/',
                    handle: { crumb: <MerchantCrumb /> },
                    lazy: () =>
                      import('./merchants/MerchantDetailPage').then(({ MerchantDetailPage }) => ({
                        element: <MerchantDetailPage kind="merchant-applications" />,
                      })),
                  },
                ],
              },
              {
                // Any signed-in user may open it (spec 2.1); the service answers only with 200:9.
                path: 'settlements/',
                handle: { crumb: 'Settlement Files' },
                children: [
                  {
                    index: true,
                    lazy: () =>
                      import('./settlements/SettlementsPage').then(({ SettlementsPage }) => ({
                        Component: SettlementsPage,
                      })),
                  },
                  {
                    path: 'history/:definitionId/',
                    handle: { crumb: <SettlementHistoryCrumb /> },
                    lazy: () =>
                      import('./settlements/SettlementHistoryPage').then(
                        ({ SettlementHistoryPage }) => ({ Component: SettlementHistoryPage }),
                      ),
                  },
                ],
              },
              {
                // Any signed-in user may open Tools (spec 2.1); the server answers only with 200:10.
                path: 'tools/',
                handle: { crumb: 'Tools' },
                children: [
                  {
                    index: true,
                    lazy: () =>
                      import('./tools/ToolsPage').then(({ ToolsPage }) => ({
                        Component: ToolsPage,
                      })),
                  },
                  {
                    path: 'retailer-health/:retailerId/',
                    handle: { crumb: <RetailerHealthCrumb /> },
                    lazy: () =>
                      import('./tools/RetailerHealthPage').then(({ RetailerHealthPage }) => ({
                        Component: RetailerHealthPage,
                      })),
                  },
                ],
              },
              {
                // Every signed-in user may search; the server decides what each one finds.
                path: 'search/',
                handle: { crumb: 'Search results' },
                lazy: () =>
                  import('./search/SearchResultsPage').then(({ SearchResultsPage }) => ({
                    Component: SearchResultsPage,
                  })),
              },
              {
                // Every signed-in user has their own exports; the server answers only theirs.
                path: 'exports/',
                handle: { crumb: 'Exports' },
                lazy: () =>
                  import('./exports/ExportsPage').then(({ ExportsPage }) => ({
                    Component: ExportsPage,
                  })),
              },
              {
                // The spec gives the module routes no permission check; the server enforces 200:8.
                path: 'credit-policy-modules/',
                handle: { crumb: 'Credit Policy Modules' },
                children: [
                  {
                    index: true,
                    lazy: () =>
                      import('./creditPolicyModules/CreditPolicyModulesPage').then(
                        ({ CreditPolicyModulesPage }) => ({ Component: CreditPolicyModulesPage }),
                      ),
                  },
                  {
                    path: 'new/',
                    handle: { crumb: 'New Module' },
                    lazy: () =>
                      import('./creditPolicyModules/NewCreditPolicyModulePage').then(
                        ({ NewCreditPolicyModulePage }) => ({
                          Component: NewCreditPolicyModulePage,
                        }),
                      ),
                  },
                  {
                    path: ':moduleId/',
                    handle: { crumb: <ModuleCrumb /> },
                    lazy: () =>
                      import('./creditPolicyModules/CreditPolicyModulePage').then(
                        ({ CreditPolicyModulePage }) => ({ Component: CreditPolicyModulePage }),
                      ),
                  },
                ],
              },
              {
                // The route guard checks the document-management permission for all of these.
                path: 'document-management/',
                handle: { crumb: 'Lender Documents' },
                children: [
                  {
                    index: true,
                    lazy: () =>
                      import('./documents/DocumentsPage').then(({ DocumentsPage }) => ({
                        Component: DocumentsPage,
                      })),
                  },
                  {
                    path: 'document-editor/',
                    children: [
                      {
                        index: true,
                        handle: { crumb: 'New Document' },
                        lazy: () =>
                          import('./documents/CreateDocumentPage').then(
                            ({ CreateDocumentPage }) => ({ Component: CreateDocumentPage }),
                          ),
                      },
                      {
                        path: ':documentId/',
                        handle: { crumb: <DocumentCrumb /> },
                        children: [
                          {
                            index: true,
                            lazy: () =>
                              import('./documents/DocumentEditorPage').then(
                                ({ DocumentEditorPage }) => ({ Component: DocumentEditorPage }),
                              ),
                          },
                          {
                            path: 'version/:version/',
                            handle: { crumb: <DocumentVersionCrumb /> },
                            lazy: () =>
                              import('./documents/DocumentVersionPage').then(
                                ({ DocumentVersionPage }) => ({ Component: DocumentVersionPage }),
                              ),
                          },
                        ],
                      },
                    ],
                  },
                  {
                    // Any other path inside document management: Page Not found.
                    path: '*',
                    lazy: () =>
                      import('./documents/DocumentPageNotFound').then(
                        ({ DocumentPageNotFound }) => ({ Component: DocumentPageNotFound }),
                      ),
                  },
                ],
              },
              {
                // The spec puts no permission check on the policy routes; the server enforces 200:8.
                path: 'credit-policies/',
                handle: { crumb: 'Credit Policies' },
                children: [
                  {
                    index: true,
                    lazy: () =>
                      import('./creditPolicies/CreditPoliciesPage').then(
                        ({ CreditPoliciesPage }) => ({ Component: CreditPoliciesPage }),
                      ),
                  },
                  {
                    path: 'new/',
                    handle: { crumb: 'unsaved' },
                    lazy: () =>
                      import('./creditPolicies/CreditPolicyCreatePage').then(
                        ({ CreditPolicyCreatePage }) => ({ Component: CreditPolicyCreatePage }),
                      ),
                  },
                  {
                    path: ':policyId/',
                    handle: { crumb: <CreditPolicyCrumb /> },
                    lazy: () =>
                      import('./creditPolicies/CreditPolicyDetailPage').then(
                        ({ CreditPolicyDetailPage }) => ({ Component: CreditPolicyDetailPage }),
                      ),
                  },
                ],
              },
            ],
          },
          { path: '*', element: <Navigate to="/" replace /> },
        ],
      },
    ],
  },
];
