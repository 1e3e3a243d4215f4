namespace Bench.Store.Tests.Folder;

public sealed class SamplesFileTests : TempDirectoryTest
{
    [Fact]
    public void A_header_without_a_needed_column_is_refused_naming_it()
    {
        File.WriteAllText(Temp["samples.csv"], "case_id,repetition,time,value\n");

        var error = Assert.Throws<InvalidDataException>(() => SamplesFile.Open(Temp["samples.csv"]));

        Assert.Contains("the header lacks counter (it has case_id, repetition, time, value", error.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void A_header_naming_a_column_twice_is_refused()
    {
        File.WriteAllText(Temp["samples.csv"], "case_id,time,counter,value,time\n");

        Assert.Throws<InvalidDataException>(() => SamplesFile.Open(Temp["samples.csv"]));
    }

    [Fact]
    public void An_empty_or_missing_file_has_no_samples()
    {
        File.WriteAllText(Temp["empty.csv"], string.Empty);

        Assert.Null(SamplesFile.Open(Temp["empty.csv"]));
        Assert.Null(SamplesFile.Open(Temp["missing.csv"]));
    }

    [Fact]
    public void An_older_header_without_repetition_and_a_newer_column_are_accepted()
    {
        File.WriteAllText(Temp["samples.csv"], "case_id,time,counter,value,unit\n");

        var file = SamplesFile.Open(Temp["samples.csv"])!;

        Assert.False(file.Has("repetition"));
        Assert.True(file.Has("unit"));
    }
}
