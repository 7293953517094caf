export { Disclosure, Accordion } from './Disclosure';
export type { DisclosureProps, AccordionProps } from './Disclosure';
