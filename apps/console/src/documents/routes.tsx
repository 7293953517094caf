import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '../lazyComponent';
import { lazyPage, list, page } from '../routeBuilders';

// The breadcrumbs of records load with the shell, not with the sign-in screen (docs/adr/0028).
const DocumentCrumb = lazyComponent(() => import('./DocumentCrumb'), 'DocumentCrumb');
const DocumentVersionCrumb = lazyComponent(() => import('./DocumentCrumb'), 'DocumentVersionCrumb');

// The route guard checks the document-management permission for all of these.
export const documentRoutes: RouteObject = list(
  'document-management/',
  'Lender Documents',
  lazyPage(() => import('./DocumentsPage'), 'DocumentsPage'),
  [
    {
      path: 'document-editor/',
      children: [
        {
          index: true,
          handle: { crumb: 'New Document' },
          lazy: lazyPage(() => import('./CreateDocumentPage'), 'CreateDocumentPage'),
        },
        {
          path: ':documentId/',
          handle: { crumb: <DocumentCrumb /> },
          children: [
            {
              index: true,
              lazy: lazyPage(() => import('./DocumentEditorPage'), 'DocumentEditorPage'),
            },
            page(
              'version/:version/',
              <DocumentVersionCrumb />,
              lazyPage(() => import('./DocumentVersionPage'), 'DocumentVersionPage'),
            ),
          ],
        },
      ],
    },
    {
      // Any other path inside document management: Page Not found.
      path: '*',
      lazy: lazyPage(() => import('./DocumentPageNotFound'), 'DocumentPageNotFound'),
    },
  ],
);
