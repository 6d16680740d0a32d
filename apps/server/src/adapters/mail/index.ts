export { createMailClient, type MailPort } from './mail';
