// A link that looks like a button: for a call to action that goes somewhere ("New invoice", "Edit
// draft"). It stays a link for assistive technology and the browser (open in a new tab, copy).
import { Link, type LinkProps } from 'react-router-dom';
import { buttonClassName, type ButtonSize, type ButtonVariant } from './button';
import './button.css';

export interface ButtonLinkProps extends LinkProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export function ButtonLink({ variant = 'primary', size = 'medium', className, ...rest }: ButtonLinkProps) {
  return <Link {...rest} className={buttonClassName(variant, size, className)} />;
}
