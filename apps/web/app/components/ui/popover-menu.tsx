export { type MenuChoice, PopoverMenu } from './popover-menu-impl';
