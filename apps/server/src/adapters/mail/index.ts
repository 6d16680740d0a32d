export {
  createMailClient,
  kindOfSmtpError,
  type MailClientOptions,
  type MailMessage,
  type MailPort,
} from './mail';
