namespace Bench.Harness.Tests.Tune;

/// <summary>One search of a synthetic surface, with the checks every surface test makes.</summary>
internal sealed record SurfaceSearch(TuneResult Result, SyntheticSurface Surface, double OptimumMbS, TuneSetting Optimum)
{
    /// <summary>Case runs a matrix run of the same grid makes (the profiles' 3 repetitions).</summary>
    public const int MatrixRepetitions = 3;

    /// <summary>The noiseless throughput of the best over the optimum's (1 = the optimum).</summary>
    public double Quality => Surface.Truth(Result.Best!.Setting) / OptimumMbS;

    /// <summary>Case runs used over the full grid's (every point under the cap x 3 repetitions).</summary>
    public double GridFraction => Result.GridFraction(MatrixRepetitions);

    /// <summary>Searches <paramref name="space"/> on <paramref name="surface"/> with <paramref name="options"/>.</summary>
    public static async Task<SurfaceSearch> RunAsync(TuneSpace space, SyntheticSurface surface, TuneOptions options)
    {
        var result = await TuneSearch.RunAsync(space, options, surface, null, TestContext.Current.CancellationToken);
        var (optimum, mbs) = surface.Optimum(space, options.MaxMemoryBytes);
        return new SurfaceSearch(result, surface, mbs, optimum);
    }

    /// <summary>The tune-vs-grid benchmark's axes (1..4 backup files, BUFFERCOUNT 2..32, MAXTRANSFERSIZE 1..4 MB: 54 settings).</summary>
    public static TuneSpace TuneVsGrid { get; } = Grids.Restore with
    {
        Stripes = new Log2Range(1, 4), BufferCount = new Log2Range(2, 32), MaxTransferSize = new Log2Range(Grids.MB, 4 * Grids.MB),
    };

    /// <summary>
    /// Of the <paramref name="seeds"/>, how many searches of <paramref name="space"/> end within 5% of the optimum of the
    /// seed's surface, each run through <paramref name="probe"/> (the surface itself when null); each keeps to its budget.
    /// </summary>
    public static async Task<int> WithinFivePercent(
        TuneSpace space, TuneOptions options, IEnumerable<int> seeds, Func<int, SyntheticSurface> surfaceOf, Func<SyntheticSurface, IThroughputProbe>? probe = null)
    {
        var found = 0;
        foreach (var seed in seeds)
        {
            var surface = surfaceOf(seed);
            var result = await TuneSearch.RunAsync(space, options, probe?.Invoke(surface) ?? surface, null, TestContext.Current.CancellationToken);

            Assert.True(result.Used <= options.Budget);
            found += surface.Truth(result.Best!.Setting) >= 0.95 * surface.Optimum(space, options.MaxMemoryBytes).MbS ? 1 : 0;
        }

        return found;
    }

    /// <summary>It stopped on its own, ran no more than the budget, only points of the grid, none above the cap.</summary>
    public void AssertStayedWithinItsLimits()
    {
        var options = Result.Options;
        Assert.True(Result.Used <= options.Budget, $"{Result.Used} runs for a budget of {options.Budget}");
        Assert.Equal(Result.Used, Surface.Asked.Count);
        Assert.All(Surface.Asked, s => Assert.True(Result.Space.Contains(s), $"{s} is not a point of the grid"));
        Assert.All(Surface.Asked, s => Assert.True(s.MemoryBytes <= options.MaxMemoryBytes, $"{s} needs {s.MemoryBytes} bytes, above the cap {options.MaxMemoryBytes}"));
        Assert.Equal(Surface.Asked, Result.Path.Select(p => p.Setting));
    }

    /// <summary>The best is within 5% of the optimum, found in at most a quarter of the full grid's case runs.</summary>
    public void AssertFoundTheOptimumCheaply()
    {
        Assert.True(Quality >= 0.95, $"best {Result.Best!.Setting} gives {Quality:P1} of the optimum {Optimum}");
        Assert.True(GridFraction <= 0.25, $"{Result.Used} runs are {GridFraction:P1} of the full grid's {Result.FullGridRuns(MatrixRepetitions)}");
    }
}
