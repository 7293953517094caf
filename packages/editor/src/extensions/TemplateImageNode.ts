import { mergeAttributes, Node } from '@tiptap/core';
import { defaultReadImageWidth, type TemplateImageAttrs } from '@backoffice/domain/model';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    templateImage: {
      /** Inserts an image at the cursor (the Upload Image and Logo dialogs, the direct debit logo). */
      insertTemplateImage: (attrs: TemplateImageAttrs) => ReturnType;
    };
  }
}

/** An image in the text, with its width in pixels and an optional class (logo, direct debit). */
export const TemplateImageNode = Node.create({
  name: 'image',
  group: 'inline',
  inline: true,
  atom: true,
  draggable: true,

  addAttributes() {
    return {
      src: { default: '' },
      width: {
        default: defaultReadImageWidth,
        parseHTML: (element) => Number(element.getAttribute('width')) || defaultReadImageWidth,
      },
      className: {
        default: null,
        parseHTML: (element) => element.getAttribute('class'),
        renderHTML: (attributes) =>
          attributes.className ? { class: attributes.className as string } : {},
      },
      alt: { default: '', parseHTML: (element) => element.getAttribute('alt') ?? '' },
    };
  },

  parseHTML() {
    return [{ tag: 'img[src]' }];
  },

  renderHTML({ HTMLAttributes }) {
    return ['img', mergeAttributes(HTMLAttributes)];
  },

  addCommands() {
    return {
      insertTemplateImage:
        (attrs) =>
        ({ commands }) =>
          commands.insertContent({ type: this.name, attrs }),
    };
  },
});
