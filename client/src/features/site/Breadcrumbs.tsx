import { Breadcrumb } from '@chakra-ui/react';
import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export interface Crumb {
  label: string;
  /** Omitted for the current page (the last crumb). */
  to?: string;
}

/** 当前位置：首页 > … > current page. The last crumb is the current page (aria-current). */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <Breadcrumb.Root aria-label="当前位置" size="sm" colorPalette="brand">
      <Breadcrumb.List flexWrap="wrap" rowGap="1" color="fg.muted">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <Fragment key={`${item.label}-${index}`}>
              <Breadcrumb.Item minW="0">
                {last || !item.to ? (
                  <Breadcrumb.CurrentLink color="fg.default" lineClamp="1">
                    {item.label}
                  </Breadcrumb.CurrentLink>
                ) : (
                  <Breadcrumb.Link asChild color="fg.muted" _hover={{ color: 'brand.700', textDecoration: 'underline' }}>
                    <RouterLink to={item.to}>{item.label}</RouterLink>
                  </Breadcrumb.Link>
                )}
              </Breadcrumb.Item>
              {!last && <Breadcrumb.Separator>›</Breadcrumb.Separator>}
            </Fragment>
          );
        })}
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}
