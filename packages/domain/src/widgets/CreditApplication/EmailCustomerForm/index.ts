export {
  CUSTOMER_EMAIL_SUBJECT,
  EMAIL_SENT,
  EmailCustomerForm,
  emailLimits,
} from './EmailCustomerForm';
export type { CustomerEmail, EmailCustomerFormProps } from './EmailCustomerForm';
