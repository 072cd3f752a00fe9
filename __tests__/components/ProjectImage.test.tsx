import { fireEvent, render, screen } from '@testing-library/react';
import { ProjectImage } from '@/components/home/ProjectImage';

const props = {
  src: '/images/projects/protecta-800.webp',
  srcSet: '/images/projects/protecta-400.webp 400w',
  sizes: '100vw',
  alt: 'Screen of the Protecta Seguros project',
  width: 800,
  height: 500,
  unavailable: 'Image unavailable',
};

const media = () => screen.getByRole('img').closest('.project-media')!;

describe('ProjectImage', () => {
  it('starts loading, then is marked loaded', () => {
    render(<ProjectImage {...props} eager={false} />);
    expect(media()).toHaveAttribute('data-state', 'loading');
    fireEvent.load(screen.getByRole('img'));
    expect(media()).toHaveAttribute('data-state', 'loaded');
    expect(screen.queryByText('Image unavailable')).not.toBeInTheDocument();
  });

  it('shows "Image unavailable" when the file fails', () => {
    render(<ProjectImage {...props} eager={false} />);
    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByText('Image unavailable')).toBeInTheDocument();
    expect(screen.getByText('Image unavailable').closest('.project-media')).toHaveAttribute('data-state', 'failed');
  });

  it('loads eagerly and marks itself for the splash when asked, lazily otherwise', () => {
    const { unmount } = render(<ProjectImage {...props} eager preload />);
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('img')).toHaveAttribute('data-preload');
    unmount();
    render(<ProjectImage {...props} eager={false} />);
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('img')).not.toHaveAttribute('data-preload');
  });
});
